/**
 * Sign-up sends a link that proves the address; the account works at once. Until the link is
 * opened the address cannot be given a role, and enquiries sent from it are neither exported nor
 * erased with the account. Settings can send the link again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, memberCommand, newMember, post, startTestApp, STORE, type TestApp } from './helpers';
import { confirmAddress, linkIn, readOutbox } from './outbox';

describe(`confirming the e-mail address (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('sends a confirmation link at sign-up; the member logs in and reads before opening it', async () => {
    const member = await newMember(t.app, {}, { confirmed: false });
    const [mail] = await readOutbox(t.config.dataDir, { to: member.email });
    expect(mail!.headers.get('x-jnanam-kind')).toBe('email-confirm');
    expect(linkIn(mail!, '/confirm-email')).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);
    expect((await get(t.app, '/account/settings', member.token)).body.data).toMatchObject({ emailConfirmed: false, pendingEmail: null });

    await confirmAddress(t.app, t.config.dataDir, member.email);
    expect((await get(t.app, '/account/settings', member.token)).body.data).toMatchObject({ email: member.email, emailConfirmed: true });
    // Confirming the present address is no change of address: the member is not told it changed.
    expect((await readOutbox(t.config.dataDir, { to: member.email })).map((m) => m.headers.get('x-jnanam-kind'))).toEqual(['email-confirm']);
  });

  it('sends the link again from Settings (202), and answers 409 once the address is confirmed', async () => {
    const member = await newMember(t.app, {}, { confirmed: false });
    const again = await post(t.app, '/account/email/confirmation', undefined, member.token);
    expect(again.status).toBe(202);
    expect(again.body.message).toContain(member.email);
    expect(await readOutbox(t.config.dataDir, { to: member.email })).toHaveLength(2);
    await confirmAddress(t.app, t.config.dataDir, member.email);
    expect((await post(t.app, '/account/email/confirmation', undefined, member.token)).status).toBe(409);
    expect((await post(t.app, '/account/email/confirmation')).status).toBe(401);
  });

  it('keeps a pending change of address when the confirmation is sent again', async () => {
    const member = await newMember(t.app, {}, { confirmed: false });
    const newEmail = `changed.${member.email}`;
    expect((await post(t.app, '/account/email', { newEmail, currentPassword: 'saffron-river-42' }, member.token)).status).toBe(202);
    expect((await post(t.app, '/account/email/confirmation', undefined, member.token)).status).toBe(202);
    expect((await get(t.app, '/account/settings', member.token)).body.data.pendingEmail).toBe(newEmail);
  });

  it('gives a role only to a confirmed address, and says why not', { timeout: 30_000 }, async () => {
    const member = await newMember(t.app, {}, { confirmed: false });
    const refused = await memberCommand(t.config, 'role', member.email, 'staff');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/has not confirmed its e-mail address, so it cannot be given the staff role/);
    const row = await t.db.selectFrom('users').select('role').where('email', '=', member.email).executeTakeFirstOrThrow();
    expect(row.role).toBe('member');
    await confirmAddress(t.app, t.config.dataDir, member.email);
    expect((await memberCommand(t.config, 'role', member.email, 'staff')).code).toBe(0);
  });

  it('exports and erases enquiries sent from the address only once it is confirmed', async () => {
    const member = await newMember(t.app, {}, { confirmed: false });
    expect((await post(t.app, '/enquiries', { fullName: 'Someone Else', email: member.email, country: 'India', language: 'Hindi', message: 'Namaste. Please tell me more.' })).status).toBe(201);
    const before = await get(t.app, '/account/data', member.token);
    expect(before.body.parts.enquiries).toEqual({ withheld: expect.stringMatching(/Confirm your e-mail address/) });
    await confirmAddress(t.app, t.config.dataDir, member.email);
    const after = await get(t.app, '/account/data', member.token);
    expect(after.body.parts.enquiries).toEqual([expect.objectContaining({ full_name: 'Someone Else', email: member.email })]);

    const unconfirmed = await newMember(t.app, {}, { confirmed: false });
    await post(t.app, '/enquiries', { fullName: 'Not Them', email: unconfirmed.email, country: 'India', language: 'Hindi', message: 'Namaste. Please tell me more.' });
    expect((await post(t.app, '/account/delete', { password: 'saffron-river-42' }, unconfirmed.token)).status).toBe(200);
    expect(await t.db.selectFrom('enquiries').select('id').where('email', '=', unconfirmed.email).execute()).toHaveLength(1);
  });
});
