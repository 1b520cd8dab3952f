import { useParams } from 'react-router';
import { isLang, type Lang } from '../../lib/paths';

/** The language of the current URL (the shell only renders under /en or /fr). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : 'en';
}
