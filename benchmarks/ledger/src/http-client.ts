import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: object;
  /** Sends a fresh Idempotency-Key. */
  idempotent?: boolean;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection answering one request at a time, as a browser's or autocannon's does. */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  /** Set once the socket failed or closed: the pool opens another in its place. */
  closed = false;
  private waiting: { resolve: (reply: { status: number; body: string }) => void; reject: (error: Error) => void } | undefined;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(request: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  /** Completes the pending request once its head and Content-Length's worth of body have arrived (api sends no chunked JSON). */
  private answer() {
    const headEnd = this.buffered.indexOf(HEADERS_END);
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`an answer without Content-Length:\n${head}`));
    const bodyEnd = headEnd + HEADERS_END.length + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.toString('utf8', headEnd + HEADERS_END.length, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve({ status, body });
  }

  private fail(error: Error) {
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  close() {
    this.socket.destroy();
  }
}

/**
 * A keep-alive JSON client writing HTTP/1.1 on plain sockets. The load shares api's two cores, and node's own
 * client spent about 0.5 ms of CPU per request (agent, parser, streams) where api's whole handling of a transfer
 * takes a few times that: a load generator that costs little, like autocannon, leaves the measure to the server.
 */
export function createHttpClient(base: string, sockets: number) {
  const { hostname, port } = new URL(base);
  const idle: Connection[] = [];
  const open: Connection[] = [];
  const queued: Array<(connection: Connection) => void> = [];
  const acquire = (): Promise<Connection> => {
    const connection = idle.pop();
    if (connection) return Promise.resolve(connection);
    if (open.length < sockets) {
      const opened = new Connection(hostname, Number(port));
      open.push(opened);
      return Promise.resolve(opened);
    }
    return new Promise((resolve) => queued.push(resolve));
  };
  const release = (connection: Connection) => {
    if (connection.closed) {
      open.splice(open.indexOf(connection), 1);
      const waiter = queued.shift();
      if (waiter) void acquire().then(waiter);
      return;
    }
    const next = queued.shift();
    if (next) next(connection);
    else idle.push(connection);
  };
  return {
    async call(path: string, apiKey: string, options: CallOptions = {}): Promise<Record<string, unknown>> {
      const method = options.method ?? 'GET';
      const payload = options.body ? JSON.stringify(options.body) : '';
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nx-api-key: ${apiKey}\r\n`;
      if (payload) head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
      if (options.idempotent) head += `idempotency-key: ${randomUUID()}\r\n`;
      const connection = await acquire();
      try {
        const { status, body } = await connection.send(`${head}\r\n${payload}`);
        if (status !== 200) throw new Error(`${method} ${path}: ${status} ${body}`);
        return JSON.parse(body) as Record<string, unknown>;
      } finally {
        release(connection);
      }
    },
    close: () => open.forEach((connection) => connection.close()),
  };
}
