// Island: one public form (contact, referral, specials, employment with its CV upload, schools,
// corporate, coffee, cafeteria). Props are built on the server (components/forms/form-props.ts).
import { FormView } from './form/form-view';
import type { PublicFormProps } from './form/types';

export default function PublicForm(props: PublicFormProps) {
  return <FormView {...props} />;
}
