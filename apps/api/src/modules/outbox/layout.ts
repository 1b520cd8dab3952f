// The shape of every Mijote e-mail: plain text and a simple HTML version built from the same
// blocks, every value HTML-escaped. Templates give the words (en and fr); this gives the markup.
import type { Lang } from '@mijote/domain';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'code'; text: string };

export interface EmailContent {
  language: Lang;
  subject: string;
  heading: string;
  blocks: readonly EmailBlock[];
  /** Signature line(s), e.g. "The Mijote team". */
  signature: string;
}

const FOOTER: Record<Lang, string> = {
  en: 'Mijote — West Island, Montreal',
  fr: 'Mijote — Ouest-de-l’Île, Montréal',
};

function textOf(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.text}`;
    case 'fields':
      return block.rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n');
  }
}

function htmlOf(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace">${escapeHtml(block.text)}</p>`;
    case 'fields': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
            `<td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    }
  }
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [textOf(b), '']),
    content.signature,
    '',
    '--',
    FOOTER[content.language],
  ].join('\n');
  const html =
    `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#faf6ef;color:#2b2118;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">` +
    `<h1 style="margin:0 0 16px;font-size:20px;color:#7a1f2b">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map(htmlOf).join('') +
    `<p style="margin:24px 0 0">${escapeHtml(content.signature).replace(/\n/g, '<br>')}</p>` +
    `<p style="margin:24px 0 0;font-size:12px;color:#6b5d50">${escapeHtml(FOOTER[content.language])}</p>` +
    `</div></body></html>`;
  return { subject: content.subject, text, html };
}
