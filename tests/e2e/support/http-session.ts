/**
 * A signed-in (or visitor's) HTTP session for the specs that only send requests (the authorization
 * matrix, the URL fuzz): Node's fetch with a cookie jar of its own. Playwright's request context did
 * the same at about 9 ms of the worker's CPU a request, which for the matrix's 5,000 requests was most
 * of a CI minute; this is about a tenth of that. Redirects are never followed: the specs check them.
 */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface HttpSession {
  send(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; form?: Record<string, string> },
  ): Promise<HttpAnswer>;
}

/** The cookies a response sets or clears, as name -> value (null: cleared). */
function setCookies(headers: Headers): [string, string | null][] {
  return headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const cleared = attributes.some((a) => {
      const [key, value = ""] = a.trim().split("=");
      const k = key.toLowerCase();
      return (k === "max-age" && Number(value) <= 0) || (k === "expires" && Date.parse(value) <= Date.now());
    });
    return [name, cleared ? null : pair.slice(eq + 1).trim()];
  });
}

/** A session against `baseURL` that sends `Origin` (the console's CSRF check) and keeps its cookies. */
export function httpSession(baseURL: string): HttpSession {
  const jar = new Map<string, string>();
  return {
    async send(path, { method = "GET", headers = {}, form } = {}) {
      const all = new Headers({ Origin: baseURL, ...headers });
      if (jar.size) all.set("Cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
      const response = await fetch(new URL(path, baseURL), {
        method,
        headers: all,
        body: form ? new URLSearchParams(form) : undefined,
        redirect: "manual",
      });
      for (const [name, value] of setCookies(response.headers)) {
        if (value === null) jar.delete(name);
        else jar.set(name, value);
      }
      return { status: response.status, headers: response.headers, body: await response.text() };
    },
  };
}

/** A session signed in through the /login form's POST (302 on success, as a browser's would be). */
export async function signedInSession(
  baseURL: string,
  user: { email: string; password: string },
): Promise<HttpSession> {
  const session = httpSession(baseURL);
  const answer = await session.send("/login", { method: "POST", form: { email: user.email, password: user.password } });
  if (answer.status !== 302) throw new Error(`signing in ${user.email} answered ${answer.status}`);
  return session;
}
