/** A staff screen's form posted to the screen's action through its fetcher, once the contract schema accepts it. */
export interface StaffFormProps {
  busy: boolean;
  /** Field errors of the action's last answer (the API's 400), shown at their fields. */
  fieldErrors?: Partial<Record<string, string>>;
  /** Called with the form once the contract schema accepts its values. */
  onSubmit: (form: HTMLFormElement) => void;
}
