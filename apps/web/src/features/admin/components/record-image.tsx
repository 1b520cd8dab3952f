// A saved record's image (a product, an article): ImageField saving the record as GET answered it
// with `tempImage`, or with the collection's remove flag (ADR 270).
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/paths';
import { useAdminCsrf, useAdminSave, type AdminCollection, type AdminRecord } from '../api';
import { ImageField } from './image-field';

export function RecordImage({
  collection,
  record,
  lang,
  removeFlag,
  alt,
  readOnly,
}: {
  collection: AdminCollection;
  record: AdminRecord & { ImageName?: unknown; ImageUrl?: unknown };
  lang: Lang;
  removeFlag: 'removeProductImage' | 'removeImage';
  alt: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('admin');
  const save = useAdminSave(collection, lang);
  const csrf = useAdminCsrf();
  const url = record.ImageName && typeof record.ImageUrl === 'string' ? record.ImageUrl : null;
  return (
    <section className="admin-extra" aria-labelledby={`admin-${collection}-image-title`}>
      <h3 id={`admin-${collection}-image-title`}>{t('images.title')}</h3>
      <ImageField
        id={`admin-${collection}-image`}
        imageUrl={url}
        alt={alt}
        readOnly={readOnly}
        csrf={csrf}
        onSave={async (tempImage) => {
          await save.run({ id: record.Id, body: tempImage ? { ...record, tempImage } : { ...record, [removeFlag]: true } });
        }}
      />
    </section>
  );
}
