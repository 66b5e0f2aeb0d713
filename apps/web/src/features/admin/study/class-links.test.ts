import { describe, expect, it } from 'vitest';
import { classLinks } from './class-links';

describe('classLinks', () => {
  it('gives the plain class link for phones and lab=1 for school computers', () => {
    expect(classLinks('https://khaosat.example.vn', 'K7M2QP', false)).toEqual({
      phone: 'https://khaosat.example.vn/survey?class=K7M2QP',
      computer: 'https://khaosat.example.vn/survey?class=K7M2QP&lab=1',
    });
  });

  it('says lab=0 on the phone link when lab mode is the default', () => {
    expect(classLinks('http://127.0.0.1:3000', 'K7M2QP', true)).toEqual({
      phone: 'http://127.0.0.1:3000/survey?class=K7M2QP&lab=0',
      computer: 'http://127.0.0.1:3000/survey?class=K7M2QP&lab=1',
    });
  });
});
