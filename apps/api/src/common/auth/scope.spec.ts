import { In } from 'typeorm';
import { ApiError } from '../errors/api-error';
import { Scope } from './scope';
import type { Session } from './session';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };
const member: Session = { userId: 'm', isAdmin: false, name: 'Member', companyId: 7, role: 'member', locationIds: [3, 4] };

describe('Scope', () => {
  it('gives an administrator every company and a company user its own', () => {
    expect(Scope.of(admin).companyId).toBeUndefined();
    expect(Scope.of(admin).includes(8)).toBe(true);
    expect(Scope.of(companyUser).companyId).toBe(7);
    expect(Scope.of(companyUser).includes(8)).toBe(false);
    expect(Scope.of(companyUser).where({ id: 'x' })).toEqual({ id: 'x', companyId: 7 });
    expect(Scope.of(admin).where({ id: 'x' })).toEqual({ id: 'x' });
  });

  it("narrows a list to a named company; another company's id matches nothing for a company user", () => {
    expect(Scope.filtered(admin, 8).companyId).toBe(8);
    expect(Scope.filtered(companyUser, 7).includes(7)).toBe(true);
    const other = Scope.filtered(companyUser, 8);
    expect(other.matchesNothing).toBe(true);
    expect(other.includes(7)).toBe(false);
    expect(other.includes(8)).toBe(false);
    expect(other.sql('s.company_id', [], 's.location_id')).toBe('FALSE');
  });

  it('refuses a company user naming another company where a call works on one company (403)', () => {
    expect(() => Scope.chosen(companyUser, 8, 'Only your own.', { required: true })).toThrow(ApiError);
    try {
      Scope.chosen(companyUser, 8, 'Only your own.', { required: true });
    } catch (err) {
      expect((err as ApiError).getStatus()).toBe(403);
    }
    expect(Scope.chosen(companyUser, undefined, 'x', { required: true }).companyId).toBe(7);
  });

  it('asks an administrator to name the company where one is required (400), and allows all otherwise', () => {
    expect(() => Scope.chosen(admin, undefined, 'x', { required: true })).toThrow(ApiError);
    expect(Scope.chosen(admin, undefined, 'x', { required: false }).companyId).toBeUndefined();
    expect(Scope.chosen(admin, 9, 'x', { required: true }).companyId).toBe(9);
  });

  it('puts values into parameters, never into the SQL text', () => {
    const params: unknown[] = ['first'];
    expect(Scope.of(companyUser).sql('e.company_id', params, 'e.location_id')).toBe('e.company_id = $2');
    expect(params).toEqual(['first', 7]);
    expect(Scope.of(admin).sql('e.company_id', params, 'e.location_id')).toBe('TRUE');
  });

  describe("a member's locations", () => {
    it('limits located rows to them and leaves owners and administrators every location', () => {
      expect(Scope.of(member).where({ id: 'x' })).toEqual({ id: 'x', companyId: 7, locationId: In([3, 4]) });
      expect(Scope.of(companyUser).where({ id: 'x' })).toEqual({ id: 'x', companyId: 7 });
      expect(Scope.of(member).whereCompany({ id: 1 })).toEqual({ id: 1, companyId: 7 });
      expect(Scope.of(member).includesLocated(7, 3)).toBe(true);
      expect(Scope.of(member).includesLocated(7, 5)).toBe(false);
      expect(Scope.of(companyUser).includesLocated(7, 5)).toBe(true);
      expect(Scope.of(member).locationIds).toEqual([3, 4]);
      expect(Scope.of(companyUser).locationIds).toBeUndefined();
    });

    it('puts the locations into parameters in SQL, after the company', () => {
      const params: unknown[] = [];
      expect(Scope.of(member).sql('e.company_id', params, 'e.location_id')).toBe('e.company_id = $1 AND e.location_id = ANY($2::int[])');
      expect(params).toEqual([7, [3, 4]]);
      const admin2: unknown[] = [];
      expect(Scope.filtered(admin, undefined).atLocations([9]).sql('e.company_id', admin2, 'e.location_id')).toBe('e.location_id = ANY($1::int[])');
      expect(Scope.of(member).builderSql('e.company_id', 'e.location_id')).toEqual({ sql: 'e.company_id = :scope1 AND e.location_id = ANY(:scope2::int[])', params: { scope1: 7, scope2: [3, 4] } });
    });

    it('narrows to requested locations, and for a member only among theirs', () => {
      expect(Scope.of(member).atLocations([4, 5]).locationIds).toEqual([4]);
      expect(Scope.of(member).atLocations([5]).locationIds).toEqual([]);
      expect(Scope.of(companyUser).atLocations([5]).locationIds).toEqual([5]);
      expect(Scope.of(member).atLocations(undefined).locationIds).toEqual([3, 4]);
    });

    it('never takes a member session without its locations for every location', () => {
      expect(() => Scope.of({ ...member, locationIds: undefined })).toThrow();
    });
  });
});
