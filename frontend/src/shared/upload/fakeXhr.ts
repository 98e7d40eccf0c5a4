// For unit tests of uploads: an XMLHttpRequest that answers every request with one status and body
// (after reporting the progress given), keeping what was sent. Tests run in node, which has no XHR.

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly body: FormData;
  readonly withCredentials: boolean;
}

export interface FakeServer {
  readonly sent: SentRequest[];
  /** Puts the real (or no) XMLHttpRequest back. */
  restore(): void;
}

interface Answer {
  readonly status: number;
  /** A string is sent as it is, anything else as JSON; null for no answer at all (a network failure). */
  readonly body: unknown;
  /** Fractions of the upload to report before answering. */
  readonly progress?: readonly number[];
  /** Never answers (until aborted). */
  readonly hang?: boolean;
}

type Handler = ((e: unknown) => void) | null;

export const serveXhr = (answer: Answer): FakeServer => {
  const sent: SentRequest[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: Handler } = { onprogress: null };
    onload: Handler = null;
    onerror: Handler = null;
    onabort: Handler = null;
    private method = '';
    private url = '';
    private done = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {
      // Headers do not change the fake's answer.
    }
    abort() {
      if (this.done) return;
      this.done = true;
      this.onabort?.({});
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body, withCredentials: this.withCredentials });
      setTimeout(() => {
        if (this.done) return;
        for (const f of answer.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded: f * 100, total: 100 });
        if (answer.hang) return;
        this.done = true;
        if (answer.body === null && answer.status === 0) return this.onerror?.({});
        this.status = answer.status;
        this.responseText = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.onload?.({});
      }, 0);
    }
  }
  const g = globalThis as { XMLHttpRequest?: unknown };
  const real = g.XMLHttpRequest;
  g.XMLHttpRequest = FakeXhr;
  return {
    sent,
    restore: () => {
      g.XMLHttpRequest = real;
    },
  };
};

/**
 * For a test file: answers that replace the XHR for one test (each call replaces the last), put back
 * after every test. Call at the top level of the file.
 */
export const fakeXhrPerTest = (): ((status: number, body: unknown) => SentRequest[]) => {
  let server: FakeServer | null = null;
  afterEach(() => {
    server?.restore();
    server = null;
  });
  return (status, body) => {
    server?.restore();
    server = serveXhr({ status, body });
    return server.sent;
  };
};
