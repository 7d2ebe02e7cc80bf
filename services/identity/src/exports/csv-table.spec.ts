import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, csvTable } from './csv-table.js';

describe('csvCell', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const hostile of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd'])
      assert.ok(csvCell(hostile).replace(/^"/, '').startsWith("'"), hostile);
  });

  it('leaves numbers, ordinary text and empty values as they are', () => {
    assert.equal(csvCell(-5), '-5');
    assert.equal(csvCell('Bramble Stump'), 'Bramble Stump');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(true), 'true');
  });

  it('quotes commas, quotes and line breaks', () => {
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('=1,2'), `"'=1,2"`);
  });
});

describe('csvTable', () => {
  it('writes a header of every field in the order first met and a line a row', () => {
    assert.equal(
      csvTable([
        { a: 1, b: 'x' },
        { b: 'y', c: null },
      ]),
      'a,b,c\r\n1,x,\r\n,y,\r\n',
    );
  });

  it('is empty when there are no rows', () => {
    assert.equal(csvTable([]), '');
  });
});
