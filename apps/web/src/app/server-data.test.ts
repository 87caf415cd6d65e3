import { describe, expect, it } from 'vitest';

import { serverRenderedPage } from './server-data';

const rendered = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://x.invalid');
  return serverRenderedPage(pathname, searchParams) !== null;
};

describe('the pages the server renders', () => {
  it('are the public catalogue pages: home, a title, a search, the picks, genres and TV lists', () => {
    for (const url of [
      '/',
      '/movie/27205',
      '/tv/1399',
      '/tv/1396/season/5',
      '/tv/1396/season/0',
      '/search?q=nolan',
      '/search?q=a%20b',
      '/unclespick',
      '/trending',
      '/trending?time=week',
      '/person/525',
      '/genres?name=Drama',
      '/tvshows?genre=Drama&year=2020',
    ]) {
      expect(rendered(url), url).toBe(true);
    }
  });

  it('leave the rest to the browser: signed-in pages, lists, an empty search, a bad id', () => {
    for (const url of [
      '/profile',
      '/watchlist',
      '/search',
      '/search?q=%20%20',
      '/movie/abc',
      '/movie/-1',
      '/person/abc',
      '/film/27205',
      '/assistant',
      '/tv/1396/season/x',
      '/tv/1396/season/-1',
      '/progress',
      '/trending?services=mine',
      '/unclespick?services=mine',
      '/genres?genre=Drama&services=mine',
      '/tvshows?services=8,337',
      '/search?q=nolan&services=mine',
      '/search?q=nolan&services=',
    ]) {
      expect(rendered(url), url).toBe(false);
    }
  });

  it('are kept under their canonical address: parameters a page does not read are dropped', () => {
    const address = (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://x.invalid');
      return serverRenderedPage(pathname, searchParams)?.address;
    };
    expect(address('/?u=1&p=aaaa')).toBe('/');
    expect(address('/tv/1396/season/05?x=1')).toBe('/tv/1396/season/5');
    expect(address('/movie/27205?u=7&utm_source=x')).toBe('/movie/27205');
    expect(address('/movie/27205/')).toBe('/movie/27205');
    expect(address('/tv/1399#cast')).toBe('/tv/1399');
    expect(address('/search?q=%20nolan%20%20films&page=9&u=1')).toBe('/search?q=nolan+films');
    expect(address('/unclespick?sort=rating-asc&type=tv&u=1')).toBe(
      '/unclespick?type=tv&sort=rating-asc',
    );
    expect(address('/unclespick?sort=nonsense')).toBe('/unclespick');
    expect(address('/trending?time=month&u=1')).toBe('/trending?time=month');
    expect(address('/trending?time=year')).toBe('/trending');
    expect(address('/genres?name=drama&u=2')).toBe('/genres?genre=Drama');
    expect(address('/genres?genre=Not%20A%20Genre')).toBe('/genres');
    expect(address('/tvshows?year=2020&genre=COMEDY&language=xx&sort=vote_average.desc')).toBe(
      '/tvshows?genre=Comedy&year=2020&sort=vote_average.desc',
    );
    expect(address('/tvshows?genre=' + 'a'.repeat(5000))).toBe('/tvshows');
  });
});
