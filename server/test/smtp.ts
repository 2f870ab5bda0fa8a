import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server was told them (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** The messages received for one address, oldest first, as a mail client parsed them. */
  to: (address: string) => ParsedMail[];
  /** The next `count` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
}

/** A real SMTP server on a local port (a free one by default) (the smtp-server package); messages are parsed as a mail client would. */
export async function startLocalSmtp(port = 0): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed),
    refuseNext: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
