import { PasswordInput } from './password-input';
import { TextField, type TextFieldProps } from './text-field';

/** A labelled password input with its show/hide toggle, hint and error. */
export function PasswordField(props: Omit<TextFieldProps, 'renderInput' | 'type'>) {
  return <TextField {...props} renderInput={(input) => <PasswordInput {...input} />} />;
}
