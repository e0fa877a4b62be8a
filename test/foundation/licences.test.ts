import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import parseSpdx from 'spdx-expression-parse';

/**
 * What ships with the service is under permissive licences only (README, For operators): the whole
 * tree of `dependencies`, read from package-lock.json, never anything copyleft. devDependencies
 * (the test and build tools) do not ship and are not checked.
 */

const ROOT = path.resolve(__dirname, '../..');

const PERMISSIVE = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Zlib',
]);

// Packages whose published package.json names no licence, or names it in a form that is not
// an SPDX expression: the licence their own repository states. Keyed by version, so an upgrade
// is checked afresh.
const STATED: Record<string, string> = {
  // Published without a licence field or file; its repository's LICENSE is the MIT licence.
  'buffers@0.1.1': 'MIT',
  // "MIT/X11" is the MIT licence under its older name.
  'chainsaw@0.1.0': 'MIT',
};

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
}

interface Shipped {
  name: string;
  version: string;
  licence: string | undefined;
  /** An optional build for another platform that npm did not install here. */
  elsewhere: boolean;
}

function nameOf(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function licenceOfInstalled(lockPath: string): string | undefined {
  const file = path.join(ROOT, lockPath, 'package.json');
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    license?: string | { type?: string };
    licenses?: { type?: string }[];
  };
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  // The old `licenses` array lists alternatives.
  const types = (pkg.licenses ?? []).map((l) => l.type).filter(Boolean);
  return types.length ? `(${types.join(' OR ')})` : undefined;
}

/** Every package `npm ci --omit=dev` installs, with its licence. */
function shippedPackages(): Shipped[] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages)
    .filter(([lockPath, entry]) => lockPath !== '' && !entry.dev && !entry.devOptional)
    .map(([lockPath, entry]) => {
      const installed = existsSync(path.join(ROOT, lockPath, 'package.json'));
      return {
        name: nameOf(lockPath),
        version: entry.version ?? '',
        licence: entry.license ?? licenceOfInstalled(lockPath),
        elsewhere: !installed && !entry.license && entry.optional === true,
      };
    });
}

type SpdxNode = ReturnType<typeof parseSpdx>;

/** An SPDX expression is permissive when some alternative of OR, and each part of AND, is. */
function permissive(node: SpdxNode): boolean {
  if ('license' in node) return PERMISSIVE.has(node.license);
  return node.conjunction === 'or'
    ? permissive(node.left) || permissive(node.right)
    : permissive(node.left) && permissive(node.right);
}

/** Why a licence is not accepted, or null when it is. */
function refusal(licence: string | undefined): string | null {
  if (!licence) return 'names no licence';
  let node: SpdxNode;
  try {
    node = parseSpdx(licence);
  } catch {
    return `"${licence}" is not an SPDX expression`;
  }
  return permissive(node) ? null : `"${licence}" is not permissive`;
}

describe('licences of what ships', () => {
  const shipped = shippedPackages();

  it('reads the production tree from the lock file', () => {
    const names = new Set(shipped.map((p) => p.name));
    // Direct dependencies and a transitive one; none of the test tools.
    for (const name of ['express', 'pg-promise', 'chdb', 'ua-parser-js', 'body-parser']) {
      expect(names, name).to.include(name);
    }
    for (const name of ['mocha', 'chai', 'eslint', 'spdx-expression-parse']) {
      expect(names, name).not.to.include(name);
    }
  });

  it('accepts permissive licences and expressions, refuses copyleft and unknown ones', () => {
    for (const ok of [
      'MIT',
      '(MIT OR GPL-3.0-or-later)',
      '(MIT AND Zlib)',
      'Apache-2.0 WITH LLVM-exception',
    ]) {
      expect(refusal(ok), ok).to.equal(null);
    }
    for (const bad of [
      'AGPL-3.0-or-later',
      'GPL-2.0-only',
      '(MIT AND LGPL-3.0-only)',
      'SEE LICENSE IN x',
      '',
    ]) {
      expect(refusal(bad), bad).to.be.a('string');
    }
    expect(refusal(undefined)).to.equal('names no licence');
  });

  it('ships only packages under permissive licences', () => {
    const problems = shipped
      .filter((p) => !p.elsewhere)
      .map((p) => {
        const why = refusal(STATED[`${p.name}@${p.version}`] ?? p.licence);
        return why && `${p.name}@${p.version}: ${why}`;
      })
      .filter(Boolean);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('judges optional builds for other platforms by the same package', () => {
    // npm leaves out the builds for other machines (chdb's for macOS, say); each is a build of a
    // package whose licence is checked above, under the same scope.
    for (const other of shipped.filter((p) => p.elsewhere)) {
      const scope = other.name.startsWith('@') ? other.name.split('/')[0] : other.name;
      const sibling = shipped.find((p) => !p.elsewhere && p.name.startsWith(`${scope}/`) && p.licence);
      expect(sibling, `${other.name} has no installed build to judge it by`).to.not.equal(undefined);
    }
  });
});
