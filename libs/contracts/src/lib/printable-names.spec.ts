import { unprintableCharacters, unprintableNameMessage } from './printable-names';

describe('names the forms can print', () => {
  it.each(['Carla Muñoz', 'Tomás Reyes', 'Nguyễn Văn An', "O'Brien", 'García-López', 'Łukasz Wałęsa', 'Ιωάννης', 'Иван Петров', 'Nuʻuanu', 'Mary-Kate O’Neil Jr.'])('accepts %s', (name) => {
    expect(unprintableCharacters(name)).toEqual([]);
  });

  it('accepts accents typed apart from their letter (NFD), as phones sometimes send them', () => {
    expect(unprintableCharacters('Nguye\u0302\u0303n')).toEqual([]);
  });

  it('names each character it cannot print once, in the order typed', () => {
    expect(unprintableCharacters('Ana 😀 李 😀')).toEqual(['😀', '李']);
    expect(unprintableCharacters('Bob ♥')).toEqual(['♥']);
  });

  it('says which characters and what to do', () => {
    expect(unprintableNameMessage('Last name', ['😀'])).toBe("Last name contains a character the forms cannot print (😀): write the name as on the person's documents.");
    expect(unprintableNameMessage('First name', ['😀', '李'])).toBe("First name contains characters the forms cannot print (😀 李): write the name as on the person's documents.");
  });
});
