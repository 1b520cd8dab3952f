// A public form on a page: the server-rendered island with its translated props.
import type { FormName } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { Island } from '../../islands/island';
import PublicForm from '../../islands/public-form';
import { useSite } from '../../lib/site';
import type { Lang } from '../../lib/paths';
import { publicFormProps } from './form-props';

export function FormIsland({
  formName,
  lang,
  id,
  options,
}: {
  formName: FormName;
  lang: Lang;
  id?: string;
  options?: Record<string, { value: string; label: string }[]>;
}) {
  const { t } = useTranslation('forms');
  const { brand } = useSite();
  const props = publicFormProps(t, formName, {
    id: id ?? `form-${formName}`,
    lang,
    isBbCorp: brand === 'bakery',
    ...(options ? { options } : {}),
  });
  return <Island name="public-form" component={PublicForm} props={props} />;
}
