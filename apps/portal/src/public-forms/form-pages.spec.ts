import { describe, expect, it } from 'vitest';
import { matchFormPath } from './form-pages';

describe('matchFormPath', () => {
  it("reads a company's pre-screening link and a location's own", () => {
    expect(matchFormPath('/prescreening/3066714')).toEqual({ page: 'prescreening', param: '3066714' });
    expect(matchFormPath('/prescreening/3066714/k3y_Of-Pier/')).toEqual({ page: 'prescreening', param: '3066714', locationKey: 'k3y_Of-Pier' });
  });

  it('gives the other forms one part only, and nothing to other paths', () => {
    expect(matchFormPath('/i9/token')).toEqual({ page: 'i9', param: 'token' });
    expect(matchFormPath('/i9/token/extra')).toBeNull();
    expect(matchFormPath('/reverify/token/extra')).toBeNull();
    expect(matchFormPath('/prescreening/1/2/3')).toBeNull();
    expect(matchFormPath('/prescreening/%E0%A4%A')).toBeNull();
  });
});
