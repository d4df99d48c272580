import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells', () => {
  test('a cell a spreadsheet would run as a formula is written as quoted text', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil.test","x")'), `"'=HYPERLINK(""http://evil.test"",""x"")"`);
    assert.equal(csvCell('+1+2'), `"'+1+2"`);
    assert.equal(csvCell('-2+3'), `"'-2+3"`);
    assert.equal(csvCell('@SUM(A1:A2)'), `"'@SUM(A1:A2)"`);
    assert.equal(csvCell('\t=1'), `"'\t=1"`);
    assert.equal(csvCell('\r=1'), `"'\r=1"`);
  });

  test('plain text is left as it is; commas, quotes and line breaks are quoted', () => {
    assert.equal(csvCell('Dr. Ana Lopez'), 'Dr. Ana Lopez');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('a=b'), 'a=b');
  });

  test('numbers stay numbers, missing values are empty', () => {
    assert.equal(csvCell(-12.5), '-12.5');
    assert.equal(csvCell(0), '0');
    assert.equal(csvCell(Number.NaN), '');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
  });

  test('a line ends in CRLF', () => {
    assert.equal(csvLine(['a', 1, null, '=x']), `a,1,,"'=x"\r\n`);
  });
});
