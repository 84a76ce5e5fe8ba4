import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's real ESLint config, run on snippets placed (in name only) inside the API's modules.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}eslint.config.js` });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/api/src/modules/${file}` });
  return result!.messages;
}

const boundaryErrors = (messages: Awaited<ReturnType<typeof lint>>) => messages.filter((message) => message.ruleId === 'import/no-restricted-paths');

describe("a module's repositories and routes are private to it", () => {
  it("refuses another module's repository", async () => {
    const messages = await lint('bookings/probe.ts', "import { findUserById } from '../users/users.repository';\nexport const lookUp = findUserById;\n");
    expect(boundaryErrors(messages)).toEqual([
      expect.objectContaining({ severity: 2, message: expect.stringContaining('Call the other module through its service') }),
    ]);
  });

  it("refuses another module's repository from a nested folder (a mail template reading bookings)", async () => {
    const messages = await lint('mail/templates/probe.ts', "import type { BookingWithListing } from '../../bookings/bookings.repository';\nexport type Row = BookingWithListing;\n");
    expect(boundaryErrors(messages)).toHaveLength(1);
  });

  it("refuses another module's routes", async () => {
    const messages = await lint('payments/probe.ts', "import { bookingsRoutes } from '../bookings/bookings.routes';\nexport const routes = bookingsRoutes;\n");
    expect(boundaryErrors(messages)).toHaveLength(1);
  });

  it("allows another module's service and the module's own repository", async () => {
    const messages = await lint(
      'bookings/probe.ts',
      "import { findLiveUser } from '../users/users.service';\nimport { findUserBooking } from './bookings.repository';\nexport const used = [findLiveUser, findUserBooking];\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('the web app renders what people type as text, never as HTML', () => {
  const lintWeb = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/web/src/features/reviews/probe.tsx` });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
  };

  it.each([
    ['dangerouslySetInnerHTML', 'export const Review = ({ text }: { text: string }) => <p dangerouslySetInnerHTML={{ __html: text }} />;\n'],
    ['innerHTML', 'export function show(element: HTMLElement, text: string) {\n  element.innerHTML = text;\n}\n'],
    ['insertAdjacentHTML', "export function show(element: HTMLElement, text: string) {\n  element.insertAdjacentHTML('beforeend', text);\n}\n"],
    ['document.write', 'export function show(text: string) {\n  document.write(text);\n}\n'],
  ])('refuses %s', async (_, code) => {
    expect(await lintWeb(code)).toEqual([expect.objectContaining({ severity: 2, message: expect.stringContaining('Render text, not HTML') })]);
  });

  it('allows text, which React escapes', async () => {
    expect(await lintWeb('export const Review = ({ text }: { text: string }) => <p>{text}</p>;\n')).toEqual([]);
  });
});
