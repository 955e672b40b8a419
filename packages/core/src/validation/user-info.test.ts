import { describe, expect, it } from 'vitest';
import { formatMessageEn } from '../errors.js';
import { validateUserInfo } from './user-info.js';

describe('user info form', () => {
  it('accepts a name with no email', () => {
    expect(validateUserInfo({ name: 'Aisha', brandId: 'b1' })).toEqual({});
  });
  it('requires a name, and a name of at least 1 character after trimming', () => {
    const missing = validateUserInfo({ name: '', brandId: 'b1' }).name;
    expect(missing && formatMessageEn(missing)).toBe('Please enter your name');
    const blank = validateUserInfo({ name: '   ', brandId: 'b1' }).name;
    expect(blank && formatMessageEn(blank)).toBe('Name must be at least 1 character');
    expect(validateUserInfo({ name: 'A', brandId: 'b1' })).toEqual({});
  });
  it('asks to log in when the brand is missing', () => {
    expect(validateUserInfo({ name: 'A', brandId: null }).brandId?.key).toBe('loginToContinue');
  });
  it('checks the email only when given', () => {
    expect(validateUserInfo({ name: 'A', brandId: 'b', email: 'a@b.ae' })).toEqual({});
    expect(validateUserInfo({ name: 'A', brandId: 'b', email: '  ' })).toEqual({});
    expect(validateUserInfo({ name: 'A', brandId: 'b', email: 'a@b' }).email?.key).toBe('invalidEmail');
    expect(validateUserInfo({ name: 'A', brandId: 'b', email: 'a b@c.com' }).email?.key).toBe('invalidEmail');
  });
});
