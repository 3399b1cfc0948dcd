/**
 * Members' picture uploads: what is accepted and how it is stored and served, and
 * that every refusal leaves neither a file nor a row behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAnswer } from '../../contracts/uploads';
import { variantCacheDir } from '../../api/src/content/imageVariants';
import { VariantCache } from '../../api/src/content/variantCache';
import { call, newMember, PASSWORD, post, startTestApp, STORE, type TestApp } from './helpers';
import { type FilePart, jpegWithComment, multipartBody, picture, pngDeclaring, streamed } from './uploadFixtures';

const MB = 1024 * 1024;

function uploader(t: TestApp) {
  return (token: string | undefined, parts: FilePart[], options: { stream?: boolean; fields?: Record<string, string> } = {}) => {
    const { payload, contentType } = multipartBody(parts, options.fields);
    return call(t.app, {
      method: 'POST',
      url: '/api/v1/uploads',
      payload: options.stream ? streamed(payload) : payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
}

/** The files in DATA_DIR/uploads and the rows of the uploads table. */
async function stored(t: TestApp) {
  const dir = path.join(t.config.dataDir, 'uploads');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const rows = await t.db.selectFrom('uploads').select('id').orderBy('id').execute();
  return { files, rows: rows.map((row) => row.id) };
}

async function expectRefusedLeavingNothing(t: TestApp, send: () => Promise<{ status: number; body: { success: boolean; message: string } }>, status: number, message: RegExp) {
  const before = await stored(t);
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) });
  expect(await stored(t)).toEqual(before);
}

describe(`POST /api/v1/uploads (${STORE})`, () => {
  let t: TestApp;
  let upload: ReturnType<typeof uploader>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    upload = uploader(t);
    token = (await newMember(t.app)).token;
  });
  afterAll(async () => t.close());

  const good: [string, () => Promise<Buffer>, string][] = [
    ['JPEG', () => picture.jpeg(), 'image/jpeg'],
    ['PNG', () => picture.png(), 'image/png'],
    ['WebP', () => picture.webp(), 'image/webp'],
    ['AVIF (stored as WebP)', () => picture.avif(), 'image/webp'],
  ];
  for (const [kind, make, storedType] of good) {
    it(`stores a ${kind} picture and answers 201 with its address and size`, async () => {
      const answer = await upload(token, [{ filename: 'photo.bin', data: await make() }]);
      expect(answer.status).toBe(201);
      expect(uploadAnswer.parse(answer.body).upload).toMatchObject({ width: 64, height: 48, contentType: storedType });
      const { _id, url } = answer.body.upload;
      const row = await t.db.selectFrom('uploads').selectAll().where('id', '=', _id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content_type: storedType, width: 64, height: 48 });
      expect(url).toBe(`/images/uploads/members/${row.file_name}`);
      const onDisk = fs.readFileSync(path.join(t.config.dataDir, 'uploads', row.file_name));
      expect(onDisk.length).toBe(row.bytes);
      expect((await sharp(onDisk).metadata()).format).toBe(storedType.replace('image/', ''));
    });
  }

  it('reads the type from the bytes, not from the name or the Content-Type', async () => {
    const answer = await upload(token, [{ filename: 'holiday.jpg', contentType: 'image/jpeg', data: await picture.png() }]);
    expect(answer.status).toBe(201);
    expect(answer.body.upload.contentType).toBe('image/png');
  });

  it('keeps the folder private (0700) and the files readable by the server only (0600)', async () => {
    const answer = await upload(token, [{ filename: 'a.png', data: await picture.png() }]);
    const dir = path.join(t.config.dataDir, 'uploads');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const fileName = answer.body.upload.url.split('/').pop();
    expect(fs.statSync(path.join(dir, fileName)).mode & 0o777).toBe(0o600);
  });

  it('drops EXIF (camera, GPS position) from what it stores', async () => {
    const photo = await picture.withGps();
    const exif = (await sharp(photo).metadata()).exif!;
    // The GPS IFD pointer (tag 0x8825) is in the source, as a phone would write it.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const answer = await upload(token, [{ filename: 'gps.jpg', data: photo }]);
    expect(answer.status).toBe(201);
    const fileName: string = answer.body.upload.url.split('/').pop();
    const onDisk = fs.readFileSync(path.join(t.config.dataDir, 'uploads', fileName));
    const metadata = await sharp(onDisk).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(onDisk.includes('PhoneMaker')).toBe(false);
    const served = await t.app.inject({ url: answer.body.upload.url });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('turns a sideways photo upright from its EXIF orientation', async () => {
    const answer = await upload(token, [{ filename: 'portrait.jpg', data: await picture.sideways() }]);
    expect(answer.status).toBe(201);
    expect(answer.body.upload).toMatchObject({ width: 40, height: 60 });
  });

  it('scales a picture down to 4000 pixels on its longer side', async () => {
    const answer = await upload(token, [{ filename: 'panorama.png', data: await picture.png(5000, 300) }]);
    expect(answer.status).toBe(201);
    expect(answer.body.upload).toMatchObject({ width: 4000, height: 240 });
  });

  it('serves the picture at its address with long cache headers and nosniff, resized with ?w=', async () => {
    const answer = await upload(token, [{ filename: 'a.jpg', data: await picture.jpeg(400, 300) }]);
    const original = await t.app.inject({ url: answer.body.upload.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toContain('immutable');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(400);

    const small = await t.app.inject({ url: `${answer.body.upload.url}?w=100&auto=format`, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 100, height: 75 });
    expect((await t.app.inject({ url: '/images/uploads/members/0123456789abcdef0123456789abcdef-10x10.jpg' })).statusCode).toBe(404);
  });

  it('deletes the resized copies of the pictures with the account', async () => {
    const member = await newMember(t.app);
    const answer = await upload(member.token, [{ filename: 'a.jpg', data: await picture.jpeg(400, 300) }]);
    const url: string = answer.body.upload.url;
    expect((await t.app.inject({ url: `${url}?w=100` })).statusCode).toBe(200);
    const variants = path.join(variantCacheDir(t.config.dataDir), VariantCache.folderOf(`uploads/${url.split('/').pop()}`));
    expect(fs.readdirSync(variants)).toHaveLength(1);
    expect((await post(t.app, '/account/delete', { password: PASSWORD }, member.token)).status).toBe(200);
    expect(fs.existsSync(variants)).toBe(false);
    expect((await t.app.inject({ url: `${url}?w=100` })).statusCode).toBe(404);
  });

  it('answers 401 to a visitor, before reading the file', async () => {
    await expectRefusedLeavingNothing(t, async () => upload(undefined, [{ filename: 'a.jpg', data: await picture.jpeg() }]), 401, /log in/i);
  });

  const refused: [string, () => Promise<FilePart> | FilePart, number, RegExp][] = [
    ['a zero-byte file', () => ({ filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }), 400, /empty/i],
    ['an SVG', () => ({ filename: 'logo.svg', contentType: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>' }), 415, /JPEG, PNG, WebP and AVIF/],
    ['an SVG named .png', () => ({ filename: 'logo.png', contentType: 'image/png', data: '<svg width="10" height="10"><rect width="10" height="10"/></svg>' }), 415, /JPEG, PNG, WebP and AVIF/],
    ['an HTML page named .jpg', () => ({ filename: 'photo.jpg', contentType: 'image/jpeg', data: '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>' }), 415, /JPEG, PNG, WebP and AVIF/],
    ['a GIF', () => ({ filename: 'a.gif', data: Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64') }), 415, /JPEG, PNG, WebP and AVIF/],
    ['a JPEG that is also an HTML page (markup after the image)', async () => ({ filename: 'cat.jpg', data: Buffer.concat([await picture.jpeg(), Buffer.from('<html><script>alert(1)</script></html>')]) }), 415, /HTML markup/],
    ['a JPEG with a script in its comment segment', async () => ({ filename: 'cat.jpg', data: jpegWithComment(await picture.jpeg(), '<SCRIPT>fetch("/api/v1/user")</SCRIPT>') }), 415, /HTML markup/],
    ['a JPEG with an event handler in its comment segment', async () => ({ filename: 'cat.jpg', data: jpegWithComment(await picture.jpeg(), '<svg/onload=alert(1)>') }), 415, /HTML markup/],
    ['a JPEG carrying an XHTML-namespaced script', async () => ({ filename: 'cat.jpg', data: jpegWithComment(await picture.jpeg(), '<h:s xmlns:h="http://www.w3.org/1999/xhtml">') }), 415, /XHTML markup/],
    ['a damaged JPEG', async () => ({ filename: 'cut.jpg', data: (await picture.jpeg()).subarray(0, 40) }), 400, /could not be read/],
    ['a decompression bomb (a tiny PNG declaring 100 000 × 100 000 pixels)', () => ({ filename: 'bomb.png', data: pngDeclaring(100_000, 100_000) }), 413, /megapixels/],
  ];
  for (const [what, make, status, message] of refused) {
    it(`refuses ${what} with ${status}, storing nothing`, async () => {
      const part = await make();
      await expectRefusedLeavingNothing(t, () => upload(token, [part]), status, message);
    });
  }

  it('refuses a 6 MB file with 413, whether its size is declared or streamed', async () => {
    const big = Buffer.concat([await picture.jpeg(), Buffer.alloc(6 * MB)]);
    await expectRefusedLeavingNothing(t, () => upload(token, [{ filename: 'big.jpg', data: big }]), 413, /too large.*5 MB/);
    await expectRefusedLeavingNothing(t, () => upload(token, [{ filename: 'big.jpg', data: big }], { stream: true }), 413, /too large.*5 MB/);
  });

  it('accepts a file of just under 5 MB', async () => {
    const noise = await picture.noisePng(1250, 1300);
    expect(noise.length).toBeGreaterThan(4.5 * MB);
    expect(noise.length).toBeLessThanOrEqual(5 * MB);
    expect((await upload(token, [{ filename: 'noise.png', data: noise }], { stream: true })).status).toBe(201);
  });

  it('answers 400 for a form without a file or with two, and 415 for a body that is not a form', async () => {
    await expectRefusedLeavingNothing(t, () => upload(token, [], { fields: { caption: 'hello' } }), 400, /attach a picture/);
    const two = async () => upload(token, [{ filename: 'a.png', data: await picture.png() }, { filename: 'b.png', data: await picture.png() }]);
    await expectRefusedLeavingNothing(t, two, 400, /one picture at a time/);
    const json = () => call(t.app, { method: 'POST', url: '/api/v1/uploads', payload: { file: 'x' }, headers: { authorization: `Bearer ${token}` } });
    await expectRefusedLeavingNothing(t, json, 415, /multipart\/form-data/);
    const broken = () => call(t.app, { method: 'POST', url: '/api/v1/uploads', payload: 'not a form', headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' } });
    await expectRefusedLeavingNothing(t, broken, 400, /could not be read/);
  });
});

describe(`the daily upload quota (${STORE})`, () => {
  let t: TestApp;
  let upload: ReturnType<typeof uploader>;
  beforeAll(async () => {
    t = await startTestApp({ uploadLimits: { perDay: 2, bytesPerDay: 300 * 1024 } });
    upload = uploader(t);
  });
  afterAll(async () => t.close());

  it('answers 429 past the number of uploads a day, storing nothing, and counts each member apart', async () => {
    const member = await newMember(t.app);
    const part = { filename: 'a.png', data: await picture.png() };
    expect((await upload(member.token, [part])).status).toBe(201);
    expect((await upload(member.token, [part])).status).toBe(201);
    await expectRefusedLeavingNothing(t, () => upload(member.token, [part]), 429, /2 pictures in the last 24 hours/);
    expect((await upload((await newMember(t.app)).token, [part])).status).toBe(201);
  });

  it('lets only the quota through when a member sends several uploads at once', async () => {
    const member = await newMember(t.app);
    const part = { filename: 'a.png', data: await picture.png() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(member.token, [part])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
    const rows = await t.db.selectFrom('uploads').select('file_name').where('user_id', '=', Number(member.id)).execute();
    expect(rows).toHaveLength(2);
    const files = fs.readdirSync(path.join(t.config.dataDir, 'uploads'));
    expect(rows.every((row) => files.includes(row.file_name))).toBe(true);
    expect(files).toHaveLength((await t.db.selectFrom('uploads').select('id').execute()).length);
  });

  it('answers 429 past the bytes a day, storing nothing', async () => {
    const member = await newMember(t.app);
    const noise = { filename: 'noise.png', data: await picture.noisePng(150, 150) }; // about 68 KB stored
    const heavy = { filename: 'noise.png', data: await picture.noisePng(260, 260) }; // about 200 KB stored
    expect((await upload(member.token, [heavy])).status).toBe(201);
    await expectRefusedLeavingNothing(t, () => upload(member.token, [heavy]), 429, /would go past 0\.3 MB/);
    expect((await upload(member.token, [noise])).status).toBe(201);
  });
});
