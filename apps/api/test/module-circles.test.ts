import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCircles, readSources, repoRoot } from '../../../scripts/module-circles';

// Modules meet through each other's public face and form no circle (docs/decisions/043-modules-meet-through-their-public-face.md).

describe('no circle between the API modules, plugins, integrations and the domain', () => {
  const sources = readSources();

  it('finds none today', () => {
    expect(findCircles(sources).map((circle) => circle.units)).toEqual([]);
  });

  it('finds one when a module imports a module that imports it back, through its public face', () => {
    const usersService = fileURLToPath(new URL('../src/modules/users/users.service.ts', import.meta.url));
    const withCircle = new Map(sources).set(usersService, `import { createAccountService } from '../accounts/account.service';\n${sources.get(usersService)}`);
    const circles = findCircles(withCircle);
    // Users sits under auth, bookings, contact, merchants and referrals too, so they all join the circle.
    expect(circles).toHaveLength(1);
    expect(circles[0]!.units).toEqual(expect.arrayContaining(['modules/accounts', 'modules/auth', 'modules/users']));
    expect(circles[0]!.imports).toContain('modules/users -> modules/accounts: apps/api/src/modules/users/users.service.ts -> apps/api/src/modules/accounts/account.service.ts');
  });

  it("finds one when a rule file maps the contract's wire format again", () => {
    const offPeak = `${repoRoot}/packages/domain/src/off-peak.ts`;
    const withCircle = new Map(sources).set(offPeak, `import type { OffPeakWindowDto } from './contracts/catalogue';\n${sources.get(offPeak)}`);
    expect(findCircles(withCircle).map((circle) => circle.units)).toEqual([['domain/catalogue-filters', 'domain/contracts/catalogue', 'domain/off-peak']]);
  });
});

describe('lint refuses a file circle (import/no-cycle), resolving TypeScript paths, index.ts and @lull/domain', () => {
  // The repository's real config, run on in-memory probes placed (in name only) in the API and the domain.
  const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: `${repoRoot}/eslint.config.js` });
  const cycleErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${file}` });
    return result!.messages.filter((message) => message.ruleId === 'import/no-cycle');
  };

  it('in the domain, through an @lull/domain import', async () => {
    const errors = await cycleErrors('packages/domain/src/off-peak.ts', "import { PRICE_CHIPS } from '@lull/domain/contracts/catalogue';\nexport const chips = PRICE_CHIPS;\n");
    expect(errors).toEqual([expect.objectContaining({ severity: 2, message: expect.stringContaining('Dependency cycle') })]);
  });

  it("in the API, through another module's index.ts", async () => {
    const errors = await cycleErrors('apps/api/src/modules/users/users.service.ts', "import { createAccountService } from '../accounts/account.service';\nexport const make = createAccountService;\n");
    expect(errors).toEqual([expect.objectContaining({ severity: 2, message: expect.stringContaining('Dependency cycle') })]);
  });

  it('allows an import that does not lead back', async () => {
    expect(await cycleErrors('apps/api/src/modules/accounts/probe.ts', "import { findUserById } from '../users';\nexport const lookUp = findUserById;\n")).toEqual([]);
  });
});
