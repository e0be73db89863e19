import { IsInt, IsString, MaxLength, validate, getMetadataStorage, registerDecorator } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Parent {
  @IsString({ message: 'Name must be text.' })
  name!: unknown;
}

class Child extends Parent {
  @IsInt({ message: 'Age must be a whole number.' })
  age!: unknown;
}

const messages = async (o: object) => (await validate(o)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('validates a class with its own and its inherited rules, the same on every call', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await messages(Object.assign(new Child(), { name: 5, age: 'x' }))).toEqual(['Age must be a whole number.', 'Name must be text.']);
      expect(await messages(Object.assign(new Child(), { name: 'Ada', age: 36 }))).toEqual([]);
      expect(await messages(Object.assign(new Parent(), { name: 5 }))).toEqual(['Name must be text.']);
    }
  });

  it('applies a rule added after a class was first validated (a class loaded later)', async () => {
    class Late {
      @IsString({ message: 'Code must be text.' })
      code!: unknown;
    }
    expect(await messages(Object.assign(new Late(), { code: 'a-very-long-code' }))).toEqual([]);
    MaxLength(4, { message: 'Code is too long.' })(Late.prototype, 'code');
    expect(await messages(Object.assign(new Late(), { code: 'a-very-long-code' }))).toEqual(['Code is too long.']);
    registerDecorator({ name: 'never', target: Late, propertyName: 'code', validator: { validate: () => false, defaultMessage: () => 'Never valid.' } });
    expect(await messages(Object.assign(new Late(), { code: 'ok' }))).toContain('Never valid.');
  });

  it('is installed once however often it is called', () => {
    const storage = getMetadataStorage();
    const installed = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(installed);
  });
});
