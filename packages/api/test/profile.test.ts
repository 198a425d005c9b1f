import { expect, it } from 'vitest';
import { describeBackends } from './helpers';

const update = (body: unknown, token: string, lang = 'ro') =>
  ({ body, token, headers: { 'accept-language': lang } }) as const;

describeBackends('profile', (t) => {
  it('completes the profile and returns { user }', async () => {
    const token = await t().signIn();
    const res = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Popescu', birthday: '1990-05-17', referrer_id: null }, token),
    );
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Ana', surname: 'Popescu', birthday: '1990-05-17', referrer_id: null });
    const profile = await t().request('GET', '/api/get-profile', { token });
    expect(profile.json.data).toMatchObject({ name: 'Ana', birthday: '1990-05-17' });
  });

  it('requires names of sensible length, per field, in the request language', async () => {
    const token = await t().signIn();
    const res = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'A', surname: '', birthday: null }, token, 'en'),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      name: ['Enter your first name (2–50 letters).'],
      surname: ['Enter your last name (2–50 letters).'],
    });
    const long = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'x'.repeat(51), surname: 'Ok', birthday: null }, token),
    );
    expect(long.json.errors).toHaveProperty('name');
    const digits = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana1', surname: 'Popescu' }, token),
    );
    expect(digits.json.errors).toHaveProperty('name');
    const missing = await t().request('POST', '/api/update-profile', update({ surname: 'Popescu' }, token, 'ru'));
    expect(missing.json.errors).toEqual({ name: ['Введите имя (от 2 до 50 букв).'] });
  });

  it('accepts names in every alphabet of the storefront', async () => {
    const token = await t().signIn();
    for (const [name, surname] of [
      ['Ștefan', 'Țurcanu'],
      ['Наталья', 'Иванова-Петрова'],
      ['Олексій', 'Кравчук'],
      ["D'Arcy", 'O Neil'],
    ]) {
      const res = await t().request('POST', '/api/update-profile', update({ name, surname, birthday: null }, token));
      expect(res.status, name).toBe(200);
    }
  });

  it('checks the birthday: a real date, at least 18 years ago', async () => {
    const token = await t().signIn();
    for (const birthday of ['1990-02-30', '17.05.1990', '1890-01-01', '2026-13-01']) {
      const res = await t().request(
        'POST',
        '/api/update-profile',
        update({ name: 'Ana', surname: 'Pop', birthday }, token, 'en'),
      );
      expect(res.status, birthday).toBe(422);
      expect(res.json.errors).toEqual({ birthday: ['Enter a real date as YYYY-MM-DD.'] });
    }
    // The test clock reads 2026-11-20: born 2008-11-21 is one day short of 18.
    const young = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Pop', birthday: '2008-11-21' }, token, 'en'),
    );
    expect(young.json.errors).toEqual({ birthday: ['You must be at least 18 years old.'] });
    const adult = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Pop', birthday: '2008-11-20' }, token),
    );
    expect(adult.status).toBe(200);
  });

  it('keeps the birthday once set: null keeps it, another date is refused', async () => {
    const token = await t().signIn();
    await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Pop', birthday: '1990-05-17' }, token),
    );
    const keep = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Rusu', birthday: null }, token),
    );
    expect(keep.json.user).toMatchObject({ surname: 'Rusu', birthday: '1990-05-17' });
    const change = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Rusu', birthday: '1991-01-01' }, token),
    );
    expect(change.status).toBe(422);
    expect(change.json.errors).toHaveProperty('birthday');
  });

  it('applies a referrer once and never oneself', async () => {
    const referrerToken = await t().signIn('37369000010');
    const referrer = (await t().request('GET', '/api/get-profile', { token: referrerToken })).json.data as {
      id: number;
      referral_code: string;
    };
    const own = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ion', surname: 'Rusu', referrer_id: referrer.referral_code }, referrerToken),
    );
    expect(own.json.user).toMatchObject({ referrer_id: null });

    const token = await t().signIn('37369000020');
    const res = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Pop', referrer_id: referrer.referral_code.toLowerCase() }, token),
    );
    expect(res.json.user).toMatchObject({ referrer_id: referrer.id });

    const other = await t().signIn('37369000030');
    const otherId = ((await t().request('GET', '/api/get-profile', { token: other })).json.data as { id: number }).id;
    const again = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ana', surname: 'Pop', referrer_id: otherId }, token),
    );
    expect(again.json.user).toMatchObject({ referrer_id: referrer.id });

    const unknown = await t().request(
      'POST',
      '/api/update-profile',
      update({ name: 'Ion', surname: 'Rusu', referrer_id: 'NOSUCHCODE' }, other),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.json.user).toMatchObject({ referrer_id: null });
  });

  it('needs a token', async () => {
    const res = await t().request('POST', '/api/update-profile', { body: { name: 'Ana', surname: 'Pop' } });
    expect(res.status).toBe(401);
  });
});
