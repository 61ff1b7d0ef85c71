import { describe, expect, it } from 'vitest';
import { CsvError, detectDelimiter, parseCsv, toCsvLine } from '@/lib/users/admin/csv';
import { IMPORT_TEMPLATE, rowsToCsv } from '@/lib/users/admin/import-format';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain rows with LF, CRLF and lone CR line ends', () => {
    expect(fields('a,b\n1,2\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(fields('a,b\r\n1,2\r\n3,4')).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
    expect(fields('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('drops a leading byte-order mark so the first header is still "email"', () => {
    expect(fields('\uFEFFemail,name\nx@example.com,X')[0]).toEqual(['email', 'name']);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const text = 'name,note\r\n"Doe, Jane","She said ""hi"""\r\n"two\r\nlines",x\r\n';
    expect(fields(text)).toEqual([['name', 'note'], ['Doe, Jane', 'She said "hi"'], ['two\r\nlines', 'x']]);
  });

  it('keeps empty fields, including trailing ones, and skips blank lines', () => {
    expect(fields('a,b,c\n,,\n\n1,,3\n\r\n')).toEqual([['a', 'b', 'c'], ['', '', ''], ['1', '', '3']]);
  });

  it('numbers each record by the line it starts on', () => {
    const records = parseCsv('h\n"a\nb"\n\nc\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('treats a quote inside an unquoted field as text', () => {
    expect(fields('a,b"c,d')).toEqual([['a', 'b"c', 'd']]);
  });

  it('fails on a quote that is never closed, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect(error).toMatchObject({ messageKey: 'adminUsers.import.unclosedQuote', line: 2 });
    }
  });

  it('detects semicolon and tab files from the header line, ignoring quoted delimiters', () => {
    expect(detectDelimiter('email;name;role\n')).toBe(';');
    expect(detectDelimiter('email\tname\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",name\n')).toBe(',');
    expect(detectDelimiter('email\n')).toBe(',');
    expect(fields('email;name\nx@example.com;"Doe; Jane"')).toEqual([['email', 'name'], ['x@example.com', 'Doe; Jane']]);
  });
});

describe('writing CSV', () => {
  it('quotes only values that need it and round-trips through the parser', () => {
    const values = ['plain', 'with,comma', 'with "quote"', 'two\nlines', ''];
    expect(toCsvLine(values)).toBe('plain,"with,comma","with ""quote""","two\nlines",');
    expect(fields(toCsvLine(values))).toEqual([values]);
  });

  it('offers a template and a failed-rows file that the import reads back', () => {
    expect(fields(IMPORT_TEMPLATE)[0]).toEqual(['email', 'name', 'role', 'workspace', 'employeeId']);
    const again = rowsToCsv([{ email: 'a@example.com', name: 'A, B', role: 'viewer' }]);
    expect(fields(again)).toEqual([['email', 'name', 'role', 'workspace', 'employeeId'], ['a@example.com', 'A, B', 'viewer', '', '']]);
  });
});
