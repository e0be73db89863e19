import { File as NodeFile } from 'node:buffer';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page's first render loads (and, under vitest, compiles) its lazy chunks, which on a busy 2-core
// machine takes seconds, not the library's 1 s: seen at over 15 s with the load at 14. A wait for what
// the user will see (findBy…, waitFor) may therefore last up to 45 s, inside the test's own 90 s:
// passing tests end as soon as it shows, so only a failing one waits that long. No test depends on
// how fast the machine is.
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Cookies too (the form's language cookie): each test starts as a first visit.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// Multipart bodies under jsdom on Node 24. Node's fetch (undici 7, Node 24.6 and later) looks up the
// global File when it builds a form's file parts and when it parses them back, and jsdom replaces
// that global here: the files the portal uploads went out empty and request.formData() failed its
// own check (webidl.is.File). Node 20 was not affected. Both steps run with Node's File instead
// (vitest-dev/vitest#9135, still open in the vitest we use; drop this once vitest handles it).
const withNodeFile = async <T>(work: () => T | Promise<T>): Promise<T> => {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await work();
  } finally {
    globalThis.File = jsdomFile;
  }
};
globalThis.Request = new Proxy(globalThis.Request, {
  construct(target, args, newTarget) {
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return Reflect.construct(target, args, newTarget);
    } finally {
      globalThis.File = jsdomFile;
    }
  },
});
// On the prototype that defines formData (Node's own, shared by clones), once per process.
let bodyProto: Request = Request.prototype;
while (!Object.prototype.hasOwnProperty.call(bodyProto, 'formData')) bodyProto = Object.getPrototypeOf(bodyProto);
const PATCHED = Symbol.for('clearhire.formDataWithNodeFile');
if (!(PATCHED in bodyProto.formData)) {
  const formData = bodyProto.formData;
  bodyProto.formData = Object.assign(
    function (this: Request): Promise<FormData> {
      return withNodeFile(() => formData.call(this));
    },
    { [PATCHED]: true },
  );
}
