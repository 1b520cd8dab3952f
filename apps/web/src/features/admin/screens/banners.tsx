// /admin/banners (back-office §2 Home banners: five image slots en-lg, fr-lg, en-sm, fr-sm, mobile;
// §5 JPEG ≤ 4 MB; ADR 270): each slot's image (replace or remove) and its link. The slots are fixed
// records of the API (`POST /api/admin/home-banners/{slot}`); the home page shows the banner of its
// language and size at its next render.
import { BANNER_SLOTS } from '@mijote/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminCsrf, useHomeBanners, useSaveHomeBanner, type HomeBannerRecord } from '../api';
import { useAdminAlerts } from '../components/alerts';
import { ImageField } from '../components/image-field';
import { useAdminTitle } from '../use-admin-title';

function BannerSlot({ banner, lang }: { banner: HomeBannerRecord; lang: Lang }) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const save = useSaveHomeBanner(lang);
  const csrf = useAdminCsrf();
  const [link, setLink] = useState(banner.LinkUrl ?? '');
  const [problem, setProblem] = useState(false);
  const base = `admin-banner-${banner.Slot}`;

  async function saveLink(e: FormEvent) {
    e.preventDefault();
    try {
      await save.run({ slot: banner.Slot, body: { LinkUrl: link.trim() === '' ? null : link.trim() } });
      setProblem(false);
      alerts.success('banner-saved');
    } catch (err) {
      setProblem(err instanceof ApiError && err.code === 'validation-failed');
      alerts.danger(errorText(t, err));
    }
  }

  return (
    <section className="admin-banner" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t(`banners.slots.${banner.Slot}`)}</h2>
      <ImageField
        id={`${base}-image`}
        imageUrl={banner.ImageUrl}
        alt={t(`banners.slots.${banner.Slot}`)}
        csrf={csrf}
        noneText={t('banners.none')}
        onSave={async (tempImage) => {
          await save.run({ slot: banner.Slot, body: tempImage ? { tempImage } : { removeImage: true } });
        }}
      />
      <form className="admin-form" noValidate onSubmit={(e) => void saveLink(e)}>
        <div className="admin-field">
          <label htmlFor={`${base}-link`}>{t('banners.link')}</label>
          <input
            id={`${base}-link`}
            type="text"
            maxLength={500}
            value={link}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${base}-link-hint`}
            onChange={(e) => setLink(e.target.value)}
          />
          <p className="admin-field__hint" id={`${base}-link-hint`}>
            {t('banners.linkHint')}
          </p>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('banners.saveLink')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function BannersScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('banners');
  const banners = useHomeBanners();
  const bySlot = new Map((banners.data ?? []).map((b) => [b.Slot, b]));
  return (
    <>
      <h1>{t('tools.banners')}</h1>
      <p className="admin-lead">{t('banners.lead')}</p>
      {banners.isError && <p className="admin-error">{errorText(t, banners.error)}</p>}
      {banners.isPending && <p role="status">{t('shell.loading')}</p>}
      <div className="admin-banners">
        {BANNER_SLOTS.map((slot) => {
          const b = bySlot.get(slot);
          return b ? <BannerSlot key={`${slot}-${b.UpdatedAt}`} banner={b} lang={lang} /> : null;
        })}
      </div>
    </>
  );
}
