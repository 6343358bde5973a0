import { describe, expect, it } from 'vitest'
import { toUrlPattern } from '../i18n/paths'
import { groupSlugOfWeek, parseWeekParam, trimesterOf } from './weeks'

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

  it('sends each week to the nearer public pregnancy group', () => {
    expect(groupSlugOfWeek(1)).toBe('first-trimester')
    expect(groupSlugOfWeek(13)).toBe('first-trimester')
    expect(groupSlugOfWeek(20)).toBe('first-trimester')
    expect(groupSlugOfWeek(21)).toBe('third-trimester')
    expect(groupSlugOfWeek(28)).toBe('third-trimester')
    expect(groupSlugOfWeek(40)).toBe('third-trimester')
  })
})

describe('toUrlPattern', () => {
  it('turns whole-segment and in-segment parameters into URLPattern groups', () => {
    expect(toUrlPattern('/community/posts/$slug')).toBe('/community/posts/:slug')
    expect(toUrlPattern('/pregnancy/week-{$week}')).toBe('/pregnancy/week-:week')
    expect(toUrlPattern('/es/embarazo/semana-{$week}')).toBe('/es/embarazo/semana-:week')
  })
})
