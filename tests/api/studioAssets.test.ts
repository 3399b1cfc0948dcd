/**
 * Pictures and files staff upload in the Studio: stored once per content (SHA-1), described as
 * Sanity describes them (image metadata with dimensions, preview and palette; file assets with
 * type, size and name), EXIF and location dropped, served at Sanity's URL shapes (files with byte
 * ranges), and refused — storing nothing — when the bytes are not an accepted kind, too large, or
 * the uploader is not staff.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_ASSET_MESSAGES } from '../../contracts/messages/studioAssets';
import { FILE_MAX_BYTES } from '../../api/src/content/fileKinds';
import { STUDIO_IMAGE_MAX_BYTES } from '../../api/src/studio/assets';
import { call, memberCommand, newMember, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const API = '/studio-api/v2025-02-19';
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

/** A 4:3 photograph as a camera writes it: JPEG with EXIF, including where it was taken. */
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#d23c1e' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Jnanam Test Camera', Copyright: 'trust' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .toBuffer();

const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nOm, the first sound.\n');
/** The start of an MP4 (its `ftyp` box), then bytes standing for the frames. */
const mp4 = () => {
  const ftyp = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(6000, 7)]);
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe(`uploads from the Studio (${STORE})`, () => {
  let t: TestApp;
  let staff: TestMember;
  let member: TestMember;
  const upload = (kind: 'images' | 'files', body: Buffer, contentType: string, token: string | null = staff.token, query = 'filename=cover.jpg') =>
    call(t.app, { method: 'POST', url: `${API}/assets/${kind}/production?${query}`, headers: { ...auth(token), ...(contentType ? { 'content-type': contentType } : {}) }, payload: body });
  const assetsOf = async (type: string) =>
    (await call(t.app, { method: 'GET', url: `/v2025-02-19/data/query/production?query=${encodeURIComponent(`*[_type == "${type}"]._id`)}` })).body.result as string[];
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'content', 'files');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, String(name))).isFile()) : [];
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await newMember(t.app);
    member = await newMember(t.app);
    expect((await memberCommand(t.config, 'role', staff.email, 'staff')).code).toBe(0);
  }, 60_000);
  afterAll(() => t.close());

  it('stores a picture without its EXIF or location, with the metadata the Studio reads, once for the same bytes', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const first = await upload('images', original, 'image/jpeg');
    expect(first.status).toBe(200);
    const asset = first.body.document;
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: 'cover.jpg',
      metadata: { _type: 'sanity.imageMetadata', dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 }, hasAlpha: false, isOpaque: true },
    });
    expect(asset._id).toBe(`image-${asset.sha1hash}-400x300-jpg`);
    expect(asset.metadata.exif).toBeUndefined();
    expect(asset.metadata.location).toBeUndefined();
    // The preview is a 20 px wide JPEG; the palette's dominant colour is the picture's red.
    const lqip = Buffer.from(asset.metadata.lqip.replace('data:image/jpeg;base64,', ''), 'base64');
    expect(await sharp(lqip).metadata()).toMatchObject({ format: 'jpeg', width: 20, height: 15 });
    expect(asset.metadata.palette.dominant).toMatchObject({ _type: 'sanity.imagePaletteSwatch', foreground: '#fff', title: '#fff' });
    const [r, g, b] = asset.metadata.palette.dominant.background.match(/\w\w/g).map((part: string) => parseInt(part, 16));
    expect(Math.abs(r - 0xd2) + Math.abs(g - 0x3c) + Math.abs(b - 0x1e)).toBeLessThan(16);
    expect(asset.metadata.palette.vibrant.background).toMatch(/^#[0-9a-f]{6}$/);

    // What is served has no EXIF, neither at the site's address nor at the Studio's.
    for (const url of [`/${asset.path}`, new URL(asset.url).pathname]) {
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif, url).toBeUndefined();
    }
    const again = await upload('images', original, 'image/jpeg', staff.token, 'filename=again.jpg');
    expect(again.body.document._id).toBe(asset._id);
    expect((await assetsOf('sanity.imageAsset')).filter((id) => id === asset._id)).toHaveLength(1);
    // The Studio asks for the parts it wants; without `palette` none is made.
    const other = await sharp({ create: { width: 30, height: 30, channels: 4, background: '#00000000' } }).png().toBuffer();
    const lean = await upload('images', other, 'image/png', staff.token, 'meta=lqip');
    expect(lean.body.document.metadata).toMatchObject({ hasAlpha: true, isOpaque: false });
    expect(lean.body.document.metadata.palette).toBeUndefined();
    expect(lean.body.document.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('stores a file as Sanity records it and serves it with byte ranges, once for the same bytes', async () => {
    const video = mp4();
    const first = await upload('files', video, 'video/mp4', staff.token, 'filename=talk%20one.mp4');
    expect(first.status).toBe(200);
    const asset = first.body.document;
    expect(asset).toMatchObject({ _type: 'sanity.fileAsset', extension: 'mp4', mimeType: 'video/mp4', size: video.length, originalFilename: 'talk one.mp4' });
    expect(asset._id).toBe(`file-${asset.sha1hash}-mp4`);
    expect(asset.path).toBe(`files/local/production/${asset.sha1hash}.mp4`);
    expect(asset.url).toMatch(new RegExp(`/studio-api/${asset.path}$`));

    const whole = await t.app.inject({ url: `/${asset.path}` });
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([200, 'video/mp4', 'bytes']);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({ url: new URL(asset.url).pathname, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    expect((await t.app.inject({ url: `/${asset.path}`, headers: { range: `bytes=${video.length + 10}-` } })).statusCode).toBe(416);
    const download = await t.app.inject({ url: `/${asset.path}?dl=talk.mp4` });
    expect(download.headers['content-disposition']).toBe('attachment; filename="talk.mp4"');
    expect((await t.app.inject({ url: `/files/local/production/${'0'.repeat(40)}.mp4` })).statusCode).toBe(404);

    // Captions and a PDF; the browser's Content-Type is not what decides.
    const captions = await upload('files', VTT, 'application/octet-stream', staff.token, 'filename=talk.vtt');
    expect(captions.body.document).toMatchObject({ extension: 'vtt', mimeType: 'text/vtt', size: VTT.length });
    const pdf = await upload('files', PDF, '', staff.token, 'filename=sample.pdf');
    expect(pdf.body.document).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf' });
    expect((await upload('files', video, 'video/mp4')).body.document._id).toBe(asset._id);
    expect((await assetsOf('sanity.fileAsset')).sort()).toEqual([asset._id, captions.body.document._id, pdf.body.document._id].sort());
    expect(storedFiles()).toHaveLength(3);
  });

  it('refuses what is not an accepted kind, or too large, in Sanity\'s error shape, and stores nothing', async () => {
    const filesBefore = storedFiles();
    const assetsBefore = [...(await assetsOf('sanity.fileAsset')), ...(await assetsOf('sanity.imageAsset'))];
    const refusals: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload('images', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'), 'image/svg+xml'), 415, STUDIO_ASSET_MESSAGES.notAPicture],
      [await upload('images', PDF, 'image/png'), 415, STUDIO_ASSET_MESSAGES.notAPicture],
      [await upload('images', Buffer.alloc(STUDIO_IMAGE_MAX_BYTES + 1, 0xff), 'image/jpeg'), 413, STUDIO_ASSET_MESSAGES.tooLarge('picture', STUDIO_IMAGE_MAX_BYTES)],
      [await upload('files', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'), 415, STUDIO_ASSET_MESSAGES.notAFile],
      [await upload('files', await photo(), 'image/jpeg'), 415, STUDIO_ASSET_MESSAGES.notAFile],
      [await upload('files', Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.from([0xff, 0xfe, 0x00])]), 'text/vtt'), 415, STUDIO_ASSET_MESSAGES.captionsNotText],
      [await upload('files', Buffer.from(PDF.toString().replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>')), 'application/pdf'), 415, STUDIO_ASSET_MESSAGES.pdfActive],
      [await upload('files', Buffer.concat([VTT, Buffer.alloc(FILE_MAX_BYTES.captions, 0x20)]), 'text/vtt'), 413, STUDIO_ASSET_MESSAGES.tooLarge('captions file', FILE_MAX_BYTES.captions)],
      [await upload('files', Buffer.alloc(0), 'application/pdf'), 400, STUDIO_ASSET_MESSAGES.empty],
    ];
    for (const [answer, status, description] of refusals) {
      expect(answer.status, description).toBe(status);
      expect(answer.body, description).toMatchObject({ statusCode: status, error: { description } });
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect([...(await assetsOf('sanity.fileAsset')), ...(await assetsOf('sanity.imageAsset'))]).toEqual(assetsBefore);
  });

  it('refuses visitors (401) and members (403) before reading the upload', async () => {
    const filesBefore = storedFiles();
    for (const [token, status] of [[null, 401], [member.token, 403]] as const) {
      expect((await upload('images', await photo(), 'image/jpeg', token)).status).toBe(status);
      expect((await upload('files', VTT, 'text/vtt', token)).status).toBe(status);
    }
    expect(storedFiles()).toEqual(filesBefore);
  });
});
