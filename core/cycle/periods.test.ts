import { describe, expect, it } from 'vitest'
import { addDays } from '../pregnancy/dates.ts'
import { lastPeriodRange, periodForecast } from './periods.ts'

const today = '2026-11-26'

describe('periodForecast', () => {
  it('gives the next three periods and the fertile window before each, for a 28-day cycle', () => {
    const answer = periodForecast('2026-11-10', 28, 5, today)
    expect(answer).toEqual({
      status: 'ok',
      cycles: [
        {
          periodStart: '2026-12-08',
          periodEnd: '2026-12-12',
          ovulation: '2026-11-24',
          fertileStart: '2026-11-19',
          fertileEnd: '2026-11-24',
        },
        {
          periodStart: '2027-01-05',
          periodEnd: '2027-01-09',
          ovulation: '2026-12-22',
          fertileStart: '2026-12-17',
          fertileEnd: '2026-12-22',
        },
        {
          periodStart: '2027-02-02',
          periodEnd: '2027-02-06',
          ovulation: '2027-01-19',
          fertileStart: '2027-01-14',
          fertileEnd: '2027-01-19',
        },
      ],
    })
  })

  it('puts ovulation 14 days before each period and a six-day window, whatever the lengths', () => {
    for (let cycle = 21; cycle <= 45; cycle++) {
      for (let period = 2; period <= 10; period++) {
        const answer = periodForecast('2026-11-01', cycle, period, '2026-11-20')
        if (answer.status !== 'ok') {
          // Only cycles shorter than the 19 days since the period are late.
          expect(answer.status).toBe('late')
          continue
        }
        answer.cycles.forEach((c, index) => {
          expect(c.periodStart).toBe(addDays('2026-11-01', (index + 1) * cycle))
          expect(c.periodEnd).toBe(addDays(c.periodStart, period - 1))
          expect(c.ovulation).toBe(addDays(c.periodStart, -14))
          expect(c.fertileStart).toBe(addDays(c.ovulation, -5))
          expect(c.fertileEnd).toBe(c.ovulation)
        })
      }
    }
  })

  it('crosses month ends and counts 29 February only in a leap year', () => {
    const leap = periodForecast('2028-02-01', 28, 5, '2028-02-10')
    expect(leap.status === 'ok' && leap.cycles[0]!.periodStart).toBe('2028-02-29')
    expect(leap.status === 'ok' && leap.cycles[0]!.periodEnd).toBe('2028-03-04')
    const common = periodForecast('2027-02-01', 28, 5, '2027-02-10')
    expect(common.status === 'ok' && common.cycles[0]!.periodStart).toBe('2027-03-01')
    // A 30-day month, a 31-day month and the year's end.
    const yearEnd = periodForecast('2026-11-30', 31, 4, '2026-12-01')
    expect(yearEnd.status === 'ok' && yearEnd.cycles.map((c) => c.periodStart)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-03-03',
    ])
    expect(yearEnd.status === 'ok' && yearEnd.cycles[0]!.periodEnd).toBe('2027-01-03')
    // A period that started on 29 February itself.
    const onLeapDay = periodForecast('2028-02-29', 28, 5, '2028-03-01')
    expect(onLeapDay.status === 'ok' && onLeapDay.cycles[0]!.periodStart).toBe('2028-03-28')
  })

  it('refuses a last period after today, and accepts today', () => {
    expect(periodForecast('2026-11-27', 28, 5, today)).toEqual({ status: 'future' })
    expect(periodForecast('2027-01-01', 28, 5, today)).toEqual({ status: 'future' })
    expect(periodForecast(today, 28, 5, today).status).toBe('ok')
  })

  it('does not roll a period more than a cycle ago forward: the next one was due', () => {
    // 28 days ago: the next period is due today.
    const dueToday = periodForecast('2026-10-29', 28, 5, today)
    expect(dueToday.status === 'ok' && dueToday.cycles[0]!.periodStart).toBe(today)
    expect(periodForecast('2026-10-28', 28, 5, today)).toEqual({ status: 'late', nextPeriod: '2026-11-25' })
    expect(periodForecast('2026-06-01', 35, 5, today)).toEqual({ status: 'late', nextPeriod: '2026-07-06' })
  })

  it('names the field of an input it cannot use', () => {
    expect(periodForecast('2027-02-29', 28, 5, today)).toEqual({ status: 'invalid', field: 'date' })
    expect(periodForecast('2026-04-31', 28, 5, today)).toEqual({ status: 'invalid', field: 'date' })
    expect(periodForecast('', 28, 5, today)).toEqual({ status: 'invalid', field: 'date' })
    expect(periodForecast('26/11/2026', 28, 5, today)).toEqual({ status: 'invalid', field: 'date' })
    expect(periodForecast('2026-11-20', 20, 5, today)).toEqual({ status: 'invalid', field: 'cycle' })
    expect(periodForecast('2026-11-20', 46, 5, today)).toEqual({ status: 'invalid', field: 'cycle' })
    expect(periodForecast('2026-11-20', 28.5, 5, today)).toEqual({ status: 'invalid', field: 'cycle' })
    expect(periodForecast('2026-11-20', 28, 1, today)).toEqual({ status: 'invalid', field: 'period' })
    expect(periodForecast('2026-11-20', 28, 11, today)).toEqual({ status: 'invalid', field: 'period' })
    expect(periodForecast('2026-11-20', 28, Number.NaN, today)).toEqual({
      status: 'invalid',
      field: 'period',
    })
  })
})

describe('lastPeriodRange', () => {
  it('offers the last cycle up to today', () => {
    expect(lastPeriodRange(28, today)).toEqual({ min: '2026-10-29', max: today })
    expect(lastPeriodRange(45, '2028-03-01')).toEqual({ min: '2028-01-16', max: '2028-03-01' })
    expect(lastPeriodRange(50, today)).toBeNull()
  })
})
