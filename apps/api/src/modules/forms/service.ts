// Form submission: validate with the form's contract, verify the captcha, then in one
// transaction store the submission, keep its attachment and queue the e-mails (staff, and the
// referred friend for the referral form). ADR 100; the referral form's limits and invitation
// rules are ADR 193.
import { captchaAction, FORM_SCHEMAS, isFormName, type FormName, type ValidationIssue } from '@mijote/contracts';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { account } from '@mijote/db/schema';
import type { Lang } from '@mijote/domain';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import type { CaptchaVerifier } from '../captcha/captcha.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { AttemptLimiter } from '../rate-limits/limiter.js';
import { REFERRAL_FORM_LIMITS, referralFormKeys, referralInvitationFor } from '../referrals/service.js';
import { referralInvitation, staffNotification } from './emails.js';
import { findLeadFirstStep, insertFormSubmission, lockTempUpload, markUploadKept, reopenLeadFirstStep } from './repository.js';

export interface FormsDeps {
  db: DbHandle;
  storage: FileStorage;
  captcha: CaptchaVerifier;
  staffEmail: string;
  /** Origin used in links of e-mails (https://www.mijote.ca). */
  siteOrigin: string;
  /** The shared attempt counters (ADR 198): the referral form's limits. */
  limiter: AttemptLimiter;
  log: { warn(obj: object, msg: string): void };
}

export interface SubmitFormInput {
  language: Lang;
  formName: string;
  body: Record<string, unknown>;
  ip?: string;
  userAgent?: string;
  /** The signed-in account that sent the form, if any. */
  accountId?: number | null;
}

/** Fields that describe the submission rather than what the visitor wrote. */
const COMMON_KEYS = new Set(['language', 'site', 'reCaptchaToken', 'isBbCorp', 'newsletter', 'attachment']);

function issueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && issue.params && typeof issue.params['code'] === 'string') return issue.params['code'];
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'required';
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'invalid-email' : 'invalid-format';
  return issue.code.replace(/_/g, '-');
}

export function validationFailed(issues: ValidationIssue[]): AppError {
  const fields = [
    ...new Set(issues.flatMap((i) => (i.keys && i.path === 'body' ? i.keys : [i.path.replace(/^body\./, '').split('.')[0]!]))),
  ];
  const unknown = issues.filter((i) => i.keys);
  const message = unknown.length > 0 ? unknown.map((i) => i.message).join('; ') : 'The request is not valid';
  return new AppError(400, 'validation-failed', message, { issues, fields });
}

function toIssue(i: z.core.$ZodIssue): ValidationIssue {
  const path = ['body', ...i.path.map(String)].join('.');
  if (i.code === 'unrecognized_keys') {
    return {
      path,
      code: 'unrecognized_keys',
      message: `Unknown ${i.keys.length === 1 ? 'field' : 'fields'} in ${path}: ${i.keys.join(', ')}`,
      keys: i.keys,
    };
  }
  return { path, code: issueCode(i), message: i.message };
}

function parseForm<N extends FormName>(formName: N, body: unknown) {
  const result = FORM_SCHEMAS[formName].safeParse(body);
  if (result.success) return result.data as z.output<(typeof FORM_SCHEMAS)[N]>;
  throw validationFailed(result.error.issues.map(toIssue));
}

/** The signed-in account that sends the referral form; 401 unauthorized without a session. */
async function sessionReferrer(
  db: DbHandle,
  accountId: number | null,
): Promise<{ id: number; email: string; firstName: string; lastName: string }> {
  if (accountId === null) throw AppError.unauthorized();
  const [row] = await db.db
    .select({ id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName })
    .from(account)
    .where(eq(account.id, accountId))
    .limit(1);
  if (!row) throw AppError.unauthorized();
  return row;
}

export async function submitForm(deps: FormsDeps, input: SubmitFormInput): Promise<{ id: number }> {
  if (!isFormName(input.formName)) throw AppError.notFound('form');
  const formName = input.formName;
  // the referral form is a signed-in customer's (issue 29, ADR 375): a visitor cannot make Mijote
  // write to anyone, and the referrer is the session's account, never an e-mail typed in the form
  const referrerAccount = formName === 'referral' ? await sessionReferrer(deps.db, input.accountId ?? null) : null;
  const values = parseForm(formName, input.body) as Record<string, unknown> & {
    site?: string;
    reCaptchaToken?: string;
    isBbCorp: boolean;
    newsletter: boolean;
    attachment?: string;
    email: string;
  };

  const captcha = await deps.captcha.verify({ token: values.reCaptchaToken, action: captchaAction(formName), remoteIp: input.ip });
  if (!captcha.ok) {
    if (captcha.reason === 'unavailable') {
      throw new AppError(503, 'captcha-unavailable', 'The captcha could not be verified, please try again', {});
    }
    throw new AppError(400, 'captcha-failed', 'The captcha check failed', { reason: captcha.reason });
  }

  if (formName === 'referral') {
    // not an open relay (ADR 193): per address, per referrer and per friend, counted first
    const keys = referralFormKeys({ ip: input.ip, referrerEmail: referrerAccount!.email, friendEmail: String(values['friendEmail']) });
    await deps.limiter.consume(REFERRAL_FORM_LIMITS.ip, [keys.ip]);
    await deps.limiter.consume(REFERRAL_FORM_LIMITS.referrer, [keys.referrer]);
    await deps.limiter.consume(REFERRAL_FORM_LIMITS.friend, [keys.friend]);
  }

  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => !COMMON_KEYS.has(k) && v !== undefined),
  );
  if (referrerAccount) {
    // what identifies the referrer is the account's, whatever was typed (the sign-up link reads `email`)
    fields['email'] = referrerAccount.email;
    fields['firstName'] = referrerAccount.firstName;
    fields['lastName'] = referrerAccount.lastName;
    fields['referrerAccountId'] = referrerAccount.id;
  }
  const attachment = values.attachment;

  const id = await deps.db.db.transaction(async (tx) => {
    let uploadId: number | null = null;
    if (attachment) {
      const up = await lockTempUpload(tx, attachment);
      const wrongKind = formName === 'employment' && up?.purpose !== 'cv';
      if (!up || wrongKind) {
        throw validationFailed([
          { path: 'body.attachment', code: 'upload-missing', message: 'The attachment was not found; upload it again' },
        ]);
      }
      uploadId = up.id;
      await markUploadKept(tx, up.id);
    }

    let parentSubmissionId: number | null = null;
    if (formName === 'home-second-form' && typeof fields['parentId'] === 'number') {
      parentSubmissionId = (await findLeadFirstStep(tx, fields['parentId'], values.email)) ?? null;
      if (parentSubmissionId === null) {
        throw validationFailed([{ path: 'body.parentId', code: 'not-found', message: 'The first step of this form was not found' }]);
      }
      await reopenLeadFirstStep(tx, parentSubmissionId);
    }

    const submissionId = await insertFormSubmission(tx, {
      formName,
      languageCd: input.language,
      site: values.site ?? null,
      isBbCorp: values.isBbCorp,
      newsletter: values.newsletter,
      data: fields,
      attachmentUploadId: uploadId,
      parentSubmissionId,
      recaptchaScore: captcha.score === null ? null : String(captcha.score),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    });

    await enqueueEmail(
      tx,
      staffNotification({
        submissionId,
        formName,
        language: input.language,
        fields,
        site: values.site,
        isBbCorp: values.isBbCorp,
        newsletter: values.newsletter,
        hasAttachment: uploadId !== null,
        staffEmail: deps.staffEmail,
        attachmentUploadIds: uploadId === null ? [] : [uploadId],
      }),
    );

    if (formName === 'referral') {
      const friendEmail = String(fields['friendEmail']);
      const invitation = await referralInvitationFor(tx, {
        referrerEmail: referrerAccount!.email,
        friendEmail,
        signedInAccountId: referrerAccount!.id,
      });
      if (invitation.send) {
        await enqueueEmail(
          tx,
          referralInvitation({ language: input.language, referrerName: invitation.referrerName, friendEmail, origin: deps.siteOrigin }),
        );
      }
    }
    return submissionId;
  });

  // Outside the transaction: the file moves to the kept area. If this fails the file stays in
  // tmp, where storage.read() still finds it.
  if (attachment) {
    await deps.storage
      .commit(attachment)
      .catch((err: Error) => deps.log.warn({ err: err.message, attachment }, 'upload not moved to kept files'));
  }
  return { id };
}
