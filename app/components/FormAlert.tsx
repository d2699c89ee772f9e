import { alert } from "~/styles/shared.css";

/** A form's refusal or failure, read out as it appears; nothing while there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className={alert.error}>
      {message}
    </p>
  ) : null;
}
