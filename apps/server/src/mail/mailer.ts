// One interface for outgoing e-mail: SMTP when configured, .eml files otherwise, a capturing
// mailer in tests. Every message carries a text and an HTML part.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries (tests and the e2e harness read them); never logged. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
