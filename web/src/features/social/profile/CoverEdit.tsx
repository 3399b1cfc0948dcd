import { useRef } from 'react';
import type { OwnProfile } from '@contracts/community';
import { useToast } from '~/shared/ui/ToastContext';
import { saveMyProfile, uploadPicture } from '../data/api';
import { PICTURE_MAX_BYTES } from '../components/PictureInput';

/**
 * The cover's EDIT on one's own profile: a new picture is uploaded and saved with the rest of the profile
 * unchanged. The header passes the button's class, so the profile's styles stay in the page's own chunk.
 */
export default function CoverEdit({ own, onChanged, className }: { own: OwnProfile; onChanged: () => void; className: string }) {
  const { showToast } = useToast();
  const coverInput = useRef<HTMLInputElement>(null);
  const changeCover = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PICTURE_MAX_BYTES) return showToast('Choose a picture of at most 5 MB.', 'error');
    try {
      const coverUrl = await uploadPicture(file);
      await saveMyProfile({ firstName: own.firstName, lastName: own.lastName, emailPrivate: own.emailPrivate, bio: own.bio, quote: own.quote, profession: own.profession, institution: own.institution, coverUrl });
      onChanged();
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not change the cover.', 'error');
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => coverInput.current?.click()}>EDIT</button>
      <input ref={coverInput} type="file" accept="image/jpeg,image/png,image/webp,image/avif" hidden aria-label="Cover picture" onChange={(e) => void changeCover(e.target.files?.[0])} />
    </>
  );
}
