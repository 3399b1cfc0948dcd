import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { OwnProfile } from '@contracts/community';
import { BIO_MAX_LENGTH, HANDLE_MAX_LENGTH, INSTITUTION_MAX_LENGTH, isHandle, PROFESSION_MAX_LENGTH, QUOTE_MAX_LENGTH, SOCIAL_LINKS_MAX } from '@contracts/communityRules';
import { COMMUNITY_MESSAGES } from '@contracts/messages/community';
import { ROUTES } from '@contracts/routes';
import { NAME_MAX_LENGTH } from '@contracts/rules';
import { Button } from '~/shared/ui/Button';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { saveMyProfile, uploadPicture } from '../data/api';
import { PictureInput } from '../components/PictureInput';
import styles from '../components/Posts.module.css';

type Field = 'picture' | 'firstName' | 'lastName' | 'handle' | 'bio' | 'socialLinks';
const LINK = /^https:\/\/[^\s/]+\.[^\s]+$/;

/** Edit Profile: picture, names, handle, bio, quote, e-mail privacy, profession, institute and social links. */
export default function EditProfileDialog({ profile, onClose, onSaved }: { profile: OwnProfile; onClose: () => void; onSaved: () => void }) {
  const { showToast } = useToast();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    handle: profile.handle,
    bio: profile.bio ?? '',
    quote: profile.quote ?? '',
    profession: profile.profession ?? '',
    institution: profile.institution ?? '',
    socialLinks: profile.socialLinks.join('\n'),
  });
  const [emailPrivate, setEmailPrivate] = useState(profile.emailPrivate);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const links = values.socialLinks.split('\n').map((l) => l.trim()).filter(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) found.firstName = 'Enter your first name.';
    if (!values.lastName.trim()) found.lastName = 'Enter your last name.';
    if (!isHandle(values.handle.trim().toLowerCase())) found.handle = COMMUNITY_MESSAGES.handleInvalid;
    if (values.bio.length > BIO_MAX_LENGTH) found.bio = `Keep your bio to ${BIO_MAX_LENGTH} characters.`;
    if (links.length > SOCIAL_LINKS_MAX || links.some((l) => !LINK.test(l))) found.socialLinks = `Up to ${SOCIAL_LINKS_MAX} links, one a line, each starting with https://.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const avatarUrl = file ? await uploadPicture(file) : undefined;
      await saveMyProfile({ ...values, handle: values.handle.trim().toLowerCase(), socialLinks: links, emailPrivate, ...(avatarUrl ? { avatarUrl } : {}) });
      showToast('Your profile is saved.', 'success');
      onSaved();
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Your profile could not be saved.';
      setErrors({ [/handle/i.test(message) ? 'handle' : /picture|upload|MB/i.test(message) ? 'picture' : /Bio/.test(message) ? 'bio' : /link/i.test(message) ? 'socialLinks' : 'firstName']: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `profile-${name}-error` : undefined });
  const error = (name: Field) => (errors[name] ? <p id={`profile-${name}-error`} className={styles.error}>{errors[name]}</p> : null);

  return (
    <Modal title="Edit Profile" onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <PictureInput id="profile-picture" label="Upload Profile Picture" onFile={setFile} invalid={errors.picture} />
        {error('picture')}
        <label htmlFor="profile-first-name">First Name</label>
        <input id="profile-first-name" value={values.firstName} maxLength={NAME_MAX_LENGTH} onChange={set('firstName')} autoComplete="given-name" {...field('firstName')} />
        {error('firstName')}
        <label htmlFor="profile-last-name">Last Name</label>
        <input id="profile-last-name" value={values.lastName} maxLength={NAME_MAX_LENGTH} onChange={set('lastName')} autoComplete="family-name" {...field('lastName')} />
        {error('lastName')}
        <label htmlFor="profile-handle">Handle (your address: /personal-profile?member=…)</label>
        <input id="profile-handle" value={values.handle} maxLength={HANDLE_MAX_LENGTH} onChange={set('handle')} disabled={Boolean(profile.handleChangeableFrom)} {...field('handle')} />
        {profile.handleChangeableFrom ? <p className={styles.hint}>You can change your handle again from {profile.handleChangeableFrom.slice(0, 10)}.</p> : null}
        {error('handle')}
        <label htmlFor="profile-bio">Bio</label>
        <textarea id="profile-bio" rows={4} value={values.bio} onChange={set('bio')} {...field('bio')} />
        <p className={styles.hint}>{values.bio.length} / {BIO_MAX_LENGTH}</p>
        {error('bio')}
        <label htmlFor="profile-quote">Quote</label>
        <input id="profile-quote" value={values.quote} maxLength={QUOTE_MAX_LENGTH} onChange={set('quote')} />
        <label htmlFor="profile-email">Email Address</label>
        <input id="profile-email" type="email" value={profile.email} readOnly aria-describedby="profile-email-hint" />
        <p id="profile-email-hint" className={styles.hint}>
          To change it, use <Link to={ROUTES.settings}>Settings</Link> (your password and a confirmation link).
        </p>
        <label>
          <input type="checkbox" checked={emailPrivate} onChange={(e) => setEmailPrivate(e.target.checked)} /> Make it Private
        </label>
        <label htmlFor="profile-profession">Profession</label>
        <input id="profile-profession" value={values.profession} maxLength={PROFESSION_MAX_LENGTH} onChange={set('profession')} />
        <label htmlFor="profile-institution">Company/Institute</label>
        <input id="profile-institution" value={values.institution} maxLength={INSTITUTION_MAX_LENGTH} onChange={set('institution')} />
        <label htmlFor="profile-links">Social links (one a line)</label>
        <textarea id="profile-links" rows={3} value={values.socialLinks} onChange={set('socialLinks')} {...field('socialLinks')} />
        {error('socialLinks')}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>Save</Button>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
