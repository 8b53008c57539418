import { describe, expect, it } from 'vitest';
import { legalFactsNamed, legalFactValues, renderLegalFacts } from './legal-facts';

const company = {
  legalName: 'Example Trading Ltd',
  emails: { general: 'hello@example.test' },
  phones: [{ label: 'Office', display: '+44 20 7946 0000', tel: '+442079460000' }],
  registration: { address: '1 Example Street, London', companyNumber: '01234567', vatId: ' ', register: 'Companies House' },
};

describe('the legal facts of the company item', () => {
  it('reads each filled fact, trimmed, and leaves out blank and absent ones', () => {
    expect(legalFactValues(company)).toEqual({
      legalName: 'Example Trading Ltd',
      address: '1 Example Street, London',
      register: 'Companies House',
      registrationNumber: '01234567',
      email: 'hello@example.test',
      phone: '+44 20 7946 0000',
    });
    expect(legalFactValues(null)).toEqual({});
    expect(legalFactValues({ ...company, legalName: '', phones: [] })).not.toHaveProperty('legalName');
  });

  it('lists the facts a text names, once each, in their order, ignoring unknown braces', () => {
    expect(legalFactsNamed('<p>{vatId} and {legalName}, {vatId} {years} {nope}</p>')).toEqual(['legalName', 'vatId']);
    expect(legalFactsNamed('<p>No facts.</p>')).toEqual([]);
  });
});

describe('renderLegalFacts', () => {
  const values = legalFactValues(company);

  it('puts the facts in place of their tokens', () => {
    expect(renderLegalFacts('<p>{legalName}, registered in {register} under {registrationNumber}.</p>', values)).toBe(
      '<p>Example Trading Ltd, registered in Companies House under 01234567.</p>',
    );
  });

  it('escapes a fact as text: no HTML from the company item reaches the page', () => {
    const html = renderLegalFacts('<p>{legalName}</p>', { legalName: '<img src=x onerror=alert(1)> & "Co"' });
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</p>');
  });

  it('leaves out the paragraph, list item or table row naming a missing fact, and nothing else', () => {
    const html = [
      '<h2>Company</h2><p>{legalName}</p><p>VAT ID: <strong>{vatId}</strong></p>',
      '<ul><li>Number: {registrationNumber}</li><li>Responsible: {responsiblePerson}</li></ul>',
      '<table><tbody><tr><th>VAT</th><td>{vatId}</td></tr><tr><th>Register</th><td>{register}</td></tr></tbody></table>',
    ].join('');
    expect(renderLegalFacts(html, values)).toBe(
      [
        '<h2>Company</h2><p>Example Trading Ltd</p>',
        '<ul><li>Number: 01234567</li></ul>',
        '<table><tbody><tr><th>Register</th><td>Companies House</td></tr></tbody></table>',
      ].join(''),
    );
  });

  it('leaves out a list or table with nothing left in it, and keeps the text around it', () => {
    const html =
      '<p>Before</p>\n<ul>\n<li>{vatId}</li>\n<li>{responsiblePerson}</li>\n</ul>\n<table><tbody><tr><td>{vatId}</td></tr></tbody></table><p>After</p>';
    expect(renderLegalFacts(html, values)).toBe('<p>Before</p>\n\n<p>After</p>');
  });

  it('shows no template prose when no company is published: every line naming a fact is left out', () => {
    const html = '<p>Intro</p><p>{legalName}</p><p>Write to {email}.</p>';
    expect(renderLegalFacts(html, {})).toBe('<p>Intro</p>');
  });

  it('drops a token outside any line alone, keeps unknown braces, void elements and text without tokens as written', () => {
    expect(renderLegalFacts('<div>{vatId}x</div>', values)).toBe('<div>x</div>');
    expect(renderLegalFacts('<p>{years} {nope} a<br>b <a href="/x">{email}</a></p>', values)).toBe(
      '<p>{years} {nope} a<br>b <a href="/x">hello@example.test</a></p>',
    );
    expect(renderLegalFacts('<p>Plain</p>', {})).toBe('<p>Plain</p>');
  });

  it('reads tokens in text only, never in an attribute', () => {
    expect(renderLegalFacts('<p><a href="mailto:{email}">mail</a></p>', values)).toBe('<p><a href="mailto:{email}">mail</a></p>');
  });
});
