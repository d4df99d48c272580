import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_DIR } from '../config.js';
import { firstOwnerPasswordProblem, PUBLISHED_PASSWORDS } from './published-passwords.js';
import { unpublishedPassword } from '../test/helper.js';

// Where a password is written in this repository's texts: the demo's `Word@12345` form, a quoted
// literal given to something named password, an unquoted `..._PASSWORD: value` (compose, env files,
// Kubernetes), a compose default `${..._PASSWORD:-value}`, and the password of a URL's user.
const PASSWORD_LITERALS = [
  /\b[A-Z][A-Za-z]*@\d[\w@#!$%^&*-]*/g,
  /passw(?:or)?d\w*["']?\s*[:=]\s*(["'`])([^"'`\n]{1,128})\1/gi,
  /[A-Z_]*PASSWORD[A-Z_]*["']?\s*[:=]\s*([^\s#"'`$,;)}]+)/g,
  /PASSWORD:-([^}\s]+)\}/g,
  /:\/\/[\w.-]+:([^@\s/]+)@/g,
];

const SKIPPED = /(^|\/)pnpm-lock\.yaml$|\.generated\.ts$|\.(png|jpe?g|gif|ico|woff2?|br|gz)$/;

function passwordLiterals(): Map<string, string> {
  const files = execFileSync('git', ['ls-files'], { cwd: REPO_DIR, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !SKIPPED.test(file));
  const found = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(REPO_DIR, file), 'utf8');
    } catch {
      continue; // listed but not checked out (a deleted file not yet committed)
    }
    for (const pattern of PASSWORD_LITERALS) {
      for (const match of text.matchAll(pattern)) {
        const literal = (match[2] ?? match[1] ?? match[0]).trim();
        if (literal && !found.has(literal)) found.set(literal, file);
      }
    }
  }
  return found;
}

describe('published passwords', () => {
  test('every password written in the repository is refused as the first Owner’s', () => {
    const literals = passwordLiterals();
    // The scan finds the demo team's and compose's passwords: it reads what it should.
    for (const known of ['Admin@12345', 'Finance@12345', 'REPLACE-ME', 'telehealth'])
      assert.ok(literals.has(known), `the scan finds ${known}`);
    const accepted = [...literals].filter(([literal]) => firstOwnerPasswordProblem(literal) === null);
    assert.deepEqual(
      accepted.map(([literal, file]) => `${literal} (${file})`),
      [],
      'add these to PUBLISHED_PASSWORDS (lib/published-passwords.ts)',
    );
  });

  test('published passwords and placeholders are refused whatever their case, and inside a longer one', () => {
    for (const password of PUBLISHED_PASSWORDS) assert.notEqual(firstOwnerPasswordProblem(password), null);
    for (const password of [
      'ADMIN@12345xyz!',
      'Admin@123456789',
      'my-changeme-password',
      'REPLACE-WITH-a-strong-one',
    ])
      assert.match(firstOwnerPasswordProblem(password) ?? '', /written in this product’s repository/);
  });

  test('short or repetitive passwords are refused; a long unpublished one is accepted', () => {
    assert.match(firstOwnerPasswordProblem('Xy7!short') ?? '', /at least 12 characters/);
    assert.match(firstOwnerPasswordProblem('abababababababab') ?? '', /repeat/);
    assert.equal(firstOwnerPasswordProblem(unpublishedPassword()), null);
  });
});
