// /admin/blogs (back-office §2 Blogs: list and edit, with an image; §3 Blog; ADR 270): an article
// in English and French side by side (title, slug, summary, body), its author, publication day and
// state, and one JPEG image (≤ 4 MB). The public blog reads the tables at each request.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import type { Lang } from '../../../lib/paths';
import type { CollectionScreenDef, FieldDef } from '../components/collection';
import { CollectionScreen } from '../components/collection-screen';
import { RecordImage } from '../components/record-image';
import { useAdminTitle } from '../use-admin-title';

type BlogTranslation = { LanguageCd: 'en' | 'fr'; Slug: string; Title: string; Description: string; Body: string };
type Blog = {
  Id: number;
  ImageName?: string | null;
  ImageUrl?: string;
  Author: string;
  PublishedOn: string | null;
  IsPublished: boolean;
  Translations: BlogTranslation[];
};

const titleIn = (b: Blog, lang: Lang) => b.Translations.find((x) => x.LanguageCd === lang)?.Title ?? '';

/** The English and French versions of a field, side by side. */
const bothLanguages = (name: string, f: Omit<FieldDef, 'name'>): FieldDef[] => [
  { ...f, name: `Translations.en.${name}`, half: true },
  { ...f, name: `Translations.fr.${name}`, half: true },
];

function BlogImage({ record, lang, readOnly }: { record: Blog; lang: Lang; readOnly: boolean }) {
  return (
    <RecordImage collection="blogs" record={record} lang={lang} removeFlag="removeImage" alt={titleIn(record, lang)} readOnly={readOnly} />
  );
}

export const BLOGS: CollectionScreenDef<Blog> = {
  collection: 'blogs',
  tool: 'blogs',
  texts: 'blogs',
  limit: 25,
  defaultSort: 'publishedOn',
  columns: [
    { key: 'Title', cell: (b, { lang }) => titleIn(b, lang) },
    { key: 'PublishedOn', sort: 'publishedOn', cell: (b, { t }) => b.PublishedOn ?? t('blogs.atOnce') },
    { key: 'IsPublished', cell: (b, { t }) => (b.IsPublished ? t('list.yes') : t('list.no')) },
  ],
  filters: [{ param: 'published', values: ['', 'y', 'n'] }],
  fields: [
    ...bothLanguages('Title', { kind: 'text', required: true, max: 200 }),
    ...bothLanguages('Slug', { kind: 'text', required: true, max: 120, hint: true }),
    ...bothLanguages('Description', { kind: 'textarea', max: 1000 }),
    ...bothLanguages('Body', { kind: 'textarea', max: 50_000, hint: true }),
    { name: 'Author', kind: 'text', max: 120 },
    { name: 'PublishedOn', kind: 'date', nullable: true, hint: true },
    { name: 'IsPublished', kind: 'checkbox' },
  ],
  blank: () => ({
    Id: 0,
    Author: '',
    PublishedOn: null,
    IsPublished: false,
    Translations: [
      { LanguageCd: 'en', Slug: '', Title: '', Description: '', Body: '' },
      { LanguageCd: 'fr', Slug: '', Title: '', Description: '', Body: '' },
    ],
  }),
  titleOf: (b, lang) => titleIn(b, lang),
  canDelete: true,
  messages: { created: 'blog-created', updated: 'blog-updated', deleted: 'blog-deleted' },
  PanelExtra: BlogImage,
};

export function BlogsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('blogs');
  return (
    <>
      <h1>{t('tools.blogs')}</h1>
      <p className="admin-lead">{t('blogs.lead')}</p>
      <CollectionScreen def={BLOGS} lang={lang} />
    </>
  );
}
