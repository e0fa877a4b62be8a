// proxy-addr ships no type declarations (and @types/proxy-addr is not installed); only what
// api/http/client-address.ts calls is declared.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type Trust = (addr: string, hop: number) => boolean;

  /** The client address: the first untrusted one counting from the socket peer leftwards. */
  function proxyaddr(req: IncomingMessage, trust: Trust): string;

  namespace proxyaddr {
    /** Compiles addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; throws TypeError on a bad one. */
    function compile(val: string | readonly string[]): (addr: string) => boolean;
  }

  export = proxyaddr;
}
