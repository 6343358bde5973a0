import { describe, expect, it } from 'vitest'
import { toUrlPattern } from '../i18n/paths.ts'
import { groupSlugOfWeek, parseWeekParam, trimesterOf } from './weeks.ts'

describe('parseWeekParam', () => {
  it('reads 1 to 40 written plainly', () => {
    for (let week = 1; week <= 40; week++) expect(parseWeekParam(String(week))).toBe(week)
  })

  it('refuses anything else', () => {
    for (const param of [
      '0',
      '41',
      '99',
      '99999999999',
      'abc',
      '1e3',
      '1e1',
      '12.0',
      '012',
      '+12',
      ' 12',
      '12 ',
      '',
      '-1',
      '0x1',
      '٣',
    ])
      expect(parseWeekParam(param), JSON.stringify(param)).toBeNull()
  })
})

describe('stages', () => {
  it('splits the weeks into trimesters at 13/14 and 27/28', () => {
    expect([1, 13, 14, 27, 28, 40].map(trimesterOf)).toEqual([1, 1, 2, 2, 3, 3])
  })

  it("sends weeks 1-3 to trying to conceive, then each week to its trimester's group", () => {
    expect([1, 3].map(groupSlugOfWeek)).toEqual(['trying-to-conceive', 'trying-to-conceive'])
    expect([4, 13].map(groupSlugOfWeek)).toEqual(['first-trimester', 'first-trimester'])
    expect([14, 20, 27].map(groupSlugOfWeek)).toEqual([
      'second-trimester',
      'second-trimester',
      'second-trimester',
    ])
    expect([28, 40].map(groupSlugOfWeek)).toEqual(['third-trimester', 'third-trimester'])
  })
})

describe('toUrlPattern', () => {
  it('turns whole-segment and in-segment parameters into URLPattern groups', () => {
    expect(toUrlPattern('/community/posts/$slug')).toBe('/community/posts/:slug')
    expect(toUrlPattern('/pregnancy/week-{$week}')).toBe('/pregnancy/week-:week')
    expect(toUrlPattern('/es/embarazo/semana-{$week}')).toBe('/es/embarazo/semana-:week')
  })
})
