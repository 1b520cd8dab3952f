import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, FORM_NAMES, SubmitFormReply, type FormName } from '@mijote/contracts';
import { emailOutbox, formSubmission, upload } from '@mijote/db/schema';
import type { CaptchaVerifier } from '../src/modules/captcha/captcha.js';
import {
  acceptingCaptcha,
  createPublicTestApp,
  login,
  makeAccount,
  multipart,
  pdfBytes,
  type LoggedIn,
  type PublicTestApp,
} from './public-helpers.js';
import { freshIp } from './fixtures/accounts.js';

let t: PublicTestApp;
let lastCaptcha: { token: string | undefined; action: string } | null = null;
const recordingCaptcha: CaptchaVerifier = {
  mode: 'recaptcha',
  async verify(check) {
    lastCaptcha = { token: check.token, action: check.action };
    if (check.token === 'bad-token') return { ok: false, reason: 'rejected', score: 0.1 };
    if (check.token === 'google-down') return { ok: false, reason: 'unavailable', score: null };
    return acceptingCaptcha.verify(check);
  },
};

beforeAll(async () => {
  t = await createPublicTestApp({ captcha: recordingCaptcha, config: { staffEmail: 'staff@mijote.test' } });
});
afterAll(async () => {
  await t?.close();
});

async function uploadCv(): Promise<string> {
  const { payload, headers } = multipart({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes(2000) }]);
  // each CV from its own address: the per-address upload quota is tested in public-uploads
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers, remoteAddress: freshIp() });
  expect(res.statusCode).toBe(200);
  return (res.json() as string[])[0]!;
}

const common = { site: '21', reCaptchaToken: 'token-ok', newsletter: false, isBbCorp: false };
const person = { firstName: 'Camille', lastName: 'Tremblay', email: 'camille@example.test' };
const business = {
  ...person,
  phone: '514-555-0199',
  company: 'Bureau Pointe-Claire',
  numberOfEmployees: 40,
  message: 'Lunch for our team?',
};

/** A valid body per form (employment gets its CV attached in the test). */
const VALID: Record<FormName, Record<string, unknown>> = {
  'contact-us': { ...person, phone: '(514) 555-0101', message: 'Do you deliver to Kirkland on Sundays?' },
  referral: { ...person, friendFirstName: 'Alex', friendLastName: 'Roy', friendEmail: 'alex@example.test' },
  specials: { firstName: 'Camille', email: 'camille@example.test', postalCode: 'h9r 1a1', newsletter: true },
  employment: { ...person, phone: '514 555 0102', position: 'Line cook', province: 'qc', availability: 'Weekdays' },
  'feedback-free-lunch': { firstName: 'Camille', email: 'camille@example.test', company: 'Acme', rating: 5, message: 'Delicious!' },
  'feedback-catering-cookie-platter': {
    firstName: 'Camille',
    email: 'camille@example.test',
    eventDate: '2026-11-12',
    message: 'The cookies vanished in minutes.',
  },
  schools: { ...person, phone: '514-555-0103', schoolName: 'École Saint-Louis', numberOfStudents: 300 },
  'home-first-form': { firstName: 'Camille', email: 'camille@example.test' },
  'home-second-form': { email: 'camille@example.test', company: 'Acme', service: 'catering', message: 'Call me' },
  corporate: business,
  coffee: business,
  cafeteria: business,
};

/** The required fields of each form (removing one must fail with that field). */
const REQUIRED: Record<FormName, string[]> = {
  'contact-us': ['firstName', 'lastName', 'email', 'message'],
  referral: ['firstName', 'lastName', 'email', 'friendFirstName', 'friendEmail'],
  specials: ['firstName', 'email'],
  employment: ['firstName', 'lastName', 'email', 'phone', 'position', 'attachment'],
  'feedback-free-lunch': ['firstName', 'email', 'company', 'message'],
  'feedback-catering-cookie-platter': ['firstName', 'email', 'message'],
  schools: ['firstName', 'lastName', 'email', 'phone', 'schoolName'],
  'home-first-form': ['firstName', 'email'],
  'home-second-form': ['email'],
  corporate: ['firstName', 'lastName', 'email', 'phone', 'company'],
  coffee: ['firstName', 'lastName', 'email', 'phone', 'company'],
  cafeteria: ['firstName', 'lastName', 'email', 'phone', 'company'],
};

async function validBody(form: FormName): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { ...common, ...VALID[form] };
  if (form === 'employment') body['attachment'] = await uploadCv();
  return body;
}

let referrer: LoggedIn | null = null;
/** The referral form is sent signed in (issue 29): as the account of the form's e-mail. */
async function post(lang: string, form: string, payload: unknown) {
  if (form === 'referral' && !referrer) {
    const email = VALID.referral['email'] as string;
    await makeAccount(t.db.db, { email });
    referrer = await login(t, email);
  }
  const headers = form === 'referral' ? referrer!.headers : {};
  return t.app.inject({ method: 'POST', url: `/api/forms/${lang}/${form}`, headers, payload: payload as Record<string, unknown> });
}

async function counts() {
  const [s] = await t.db.db.$count(formSubmission).then((n) => [n]);
  const o = await t.db.db.$count(emailOutbox);
  return { submissions: s!, outbox: o };
}

describe('POST /api/forms/{language}/{formName}: every form', () => {
  for (const form of FORM_NAMES) {
    it(`${form}: a valid submission is stored and a staff e-mail is queued`, async () => {
      const res = await post('en', form, await validBody(form));
      expect(res.statusCode, res.body).toBe(200);
      const { id } = SubmitFormReply.parse(res.json());
      const [row] = await t.db.db.select().from(formSubmission).where(eq(formSubmission.id, id));
      expect(row).toMatchObject({ formName: form, languageCd: 'en', site: '21' });
      expect(row!.data['email']).toBe(VALID[form]['email']);
      expect(row!.data).not.toHaveProperty('reCaptchaToken');
      const mails = await t.db.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, `form-${form}`));
      const staff = mails.find((m) => m.text.includes(`#${id}`));
      expect(staff).toMatchObject({ to: 'staff@mijote.test', status: 'pending', languageCd: 'en', replyTo: VALID[form]['email'] });
      expect(lastCaptcha?.action).toBe(form.replace(/-/g, ''));
    });

    for (const field of REQUIRED[form]) {
      it(`${form}: missing ${field} → 400 validation-failed naming the field, nothing stored`, async () => {
        const before = await counts();
        const body = await validBody(form);
        delete body[field];
        const res = await post('en', form, body);
        expect(res.statusCode).toBe(400);
        const err = ErrorReply.parse(res.json());
        expect(err.code).toBe('validation-failed');
        expect(err.params['fields']).toContain(field);
        expect((err.params['issues'] as { path: string }[]).map((i) => i.path)).toContain(`body.${field}`);
        expect(await counts()).toEqual(before);
      });
    }

    it(`${form}: a bad e-mail → 400 with the field`, async () => {
      const res = await post('fr', form, { ...(await validBody(form)), email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      const err = ErrorReply.parse(res.json());
      expect(err.params['fields']).toEqual(['email']);
      expect(err.params['issues']).toEqual([expect.objectContaining({ path: 'body.email', code: 'invalid-email' })]);
    });
  }

  it('a blank required field counts as missing', async () => {
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['issues']).toEqual([expect.objectContaining({ path: 'body.message', code: 'required' })]);
  });

  it('refuses an over-long field', async () => {
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['fields']).toEqual(['message']);
  });

  it('unknown form → 404 not-found', async () => {
    const res = await post('en', 'not-a-form', { ...common, ...person });
    expect(res.statusCode).toBe(404);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'not-found', params: { what: 'form' } });
  });

  it('unknown language → 400', async () => {
    const res = await post('de', 'contact-us', { ...common, ...VALID['contact-us'] });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
  });

  it('a body that is not an object → 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/en/contact-us',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('forms: captcha, attachments, referral, lead form', () => {
  it('a failed captcha → 400 captcha-failed and nothing stored', async () => {
    const before = await counts();
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], reCaptchaToken: 'bad-token' });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'captcha-failed', params: { reason: 'rejected' } });
    expect(await counts()).toEqual(before);
  });

  it('an unreachable captcha service → 503 captcha-unavailable', async () => {
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], reCaptchaToken: 'google-down' });
    expect(res.statusCode).toBe(503);
    expect(ErrorReply.parse(res.json()).code).toBe('captcha-unavailable');
  });

  it('employment: the CV is kept, attached to the staff e-mail and no longer a temp file', async () => {
    const body = await validBody('employment');
    const res = await post('fr', 'employment', body);
    expect(res.statusCode).toBe(200);
    const { id } = SubmitFormReply.parse(res.json());
    const [sub] = await t.db.db.select().from(formSubmission).where(eq(formSubmission.id, id));
    const [up] = await t.db.db
      .select()
      .from(upload)
      .where(eq(upload.storedName, String(body['attachment'])));
    expect(sub!.attachmentUploadId).toBe(up!.id);
    expect(up!.isTemp).toBe(false);
    const [mail] = await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'form-employment'), eq(emailOutbox.languageCd, 'fr')));
    expect(mail!.attachmentUploadIds).toEqual([up!.id]);
    expect(mail!.subject).toBe('Nouveau formulaire : Demande d’emploi — Camille Tremblay');
    expect(mail!.text).toContain('Poste: Line cook');
    expect(mail!.text).toContain('Province: QC'); // kept (upper-cased), not stripped by the schema
    expect(sub!.data['province']).toBe('QC');
    expect(await t.storage.read(String(body['attachment']), 'files')).not.toBeNull();
    // A used upload cannot be attached again.
    const again = await post('en', 'employment', body);
    expect(again.statusCode).toBe(400);
    expect(ErrorReply.parse(again.json()).params['issues']).toEqual([
      expect.objectContaining({ path: 'body.attachment', code: 'upload-missing' }),
    ]);
  });

  it('employment: an unknown attachment name → 400 and no half-written submission', async () => {
    const before = await counts();
    const res = await post('en', 'employment', { ...(await validBody('employment')), attachment: 'a'.repeat(32) + '.pdf' });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['fields']).toEqual(['attachment']);
    const after = await counts();
    expect(after).toEqual(before);
  });

  it('an attachment that is a path is refused by validation', async () => {
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], attachment: '../../etc/passwd' });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['fields']).toEqual(['attachment']);
  });

  // the invitation itself, its limits and captcha: referral-form.test.ts (ADR 193)
  it('referral: a free-text message is refused (no visitor words reach the friend)', async () => {
    const res = await post('en', 'referral', {
      ...common,
      ...VALID.referral,
      friendEmail: 'msg@example.test',
      message: 'Buy now at spam.example',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['fields']).toEqual(['message']);
  });

  it('referral: referring yourself → 400 referral-self on friendEmail', async () => {
    const res = await post('en', 'referral', { ...common, ...VALID.referral, friendEmail: 'CAMILLE@example.test' });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).params['issues']).toEqual([
      expect.objectContaining({ path: 'body.friendEmail', code: 'referral-self' }),
    ]);
  });

  it('escapes what visitors write in the HTML e-mail', async () => {
    const res = await post('en', 'contact-us', { ...common, ...VALID['contact-us'], message: '<script>alert(1)</script> & "quotes"' });
    const { id } = SubmitFormReply.parse(res.json());
    const mails = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'form-contact-us'));
    const mail = mails.find((m) => m.text.includes(`#${id}`))!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('lead form: step 2 completes step 1 with the same e-mail; another e-mail is refused', async () => {
    const first = SubmitFormReply.parse(
      (await post('en', 'home-first-form', { ...common, firstName: 'Sam', email: 'sam@example.test' })).json(),
    );
    const ok = await post('en', 'home-second-form', { ...common, parentId: first.id, email: 'SAM@example.test', service: 'coffee' });
    expect(ok.statusCode).toBe(200);
    const [second] = await t.db.db
      .select()
      .from(formSubmission)
      .where(eq(formSubmission.id, SubmitFormReply.parse(ok.json()).id));
    expect(second!.parentSubmissionId).toBe(first.id);
    const bad = await post('en', 'home-second-form', { ...common, parentId: first.id, email: 'someone@example.test' });
    expect(bad.statusCode).toBe(400);
    expect(ErrorReply.parse(bad.json()).params['fields']).toEqual(['parentId']);
  });

  it('stores the newsletter flag, the bakery brand flag and the URL language', async () => {
    const res = await post('fr', 'specials', { ...common, ...VALID.specials, isBbCorp: true, language: 'en' });
    const { id } = SubmitFormReply.parse(res.json());
    const [row] = await t.db.db.select().from(formSubmission).where(eq(formSubmission.id, id));
    expect(row).toMatchObject({ newsletter: true, isBbCorp: true, languageCd: 'fr' });
    expect(row!.data['postalCode']).toBe('H9R 1A1');
  });
});
