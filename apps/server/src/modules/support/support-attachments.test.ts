import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SupportMessage } from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { attach, multipartBody, startGuest, storedMessages, visitorCall } from './support-testing';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

/** A photo with a camera note that must not survive the upload. */
const photo = (marker: string) =>
  sharp({ create: { width: 20, height: 12, channels: 3, background: { r: 10, g: 160, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: marker, Make: 'ChatCam' } })
    .toBuffer();
/** A Windows program's first bytes, named as a picture. */
const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

describe('attachments', () => {
  it('stores a picture without its metadata, for the conversation’s visitor and the operators only', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const marker = 'GPS-48.8566N-2.3522E';
    const uploaded = await attach(
      app(),
      guest,
      session.conversation.id,
      multipartBody(
        { clientKey: 'file-1' },
        { name: '../receipt.jpg', contentType: 'image/jpeg', bytes: await photo(marker) },
      ),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const message = uploaded.json<SupportMessage>();
    expect(message).toMatchObject({
      author: 'visitor',
      body: '',
      attachment: { name: 'receipt.jpg', type: 'image/jpeg' },
    });
    const again = await attach(
      app(),
      guest,
      session.conversation.id,
      multipartBody(
        { clientKey: 'file-1' },
        { name: 'receipt.jpg', contentType: 'image/jpeg', bytes: await photo(marker) },
      ),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<SupportMessage>().id).toBe(message.id);

    const url = `/conversations/${session.conversation.id}/messages/${message.seq}/attachment`;
    const file = await visitorCall(app(), guest, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.includes(marker)).toBe(false);
    expect(file.rawPayload.includes('ChatCam')).toBe(false);
    const operator = await app().inject({
      method: 'GET',
      url: `/api/admin/support${url}`,
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(operator.statusCode).toBe(200);
    const stranger = await startGuest(app());
    expect((await visitorCall(app(), { key: stranger.restoreKey }, 'GET', url)).statusCode).toBe(404);
    expect((await visitorCall(app(), {}, 'GET', url)).statusCode).toBe(404);
    // A message without a file has no attachment to download.
    expect(
      (await visitorCall(app(), guest, 'GET', `/conversations/${session.conversation.id}/messages/1/attachment`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a disguised program, a missing file or key, and a JSON body, storing nothing', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const id = session.conversation.id;
    const exe = await attach(
      app(),
      guest,
      id,
      multipartBody({ clientKey: 'exe' }, { name: 'photo.png', contentType: 'image/png', bytes: program }),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ error: { code: 'unsupported_file_type' } });
    expect((await attach(app(), guest, id, multipartBody({ clientKey: 'none' }))).statusCode).toBe(422);
    expect(
      (
        await attach(
          app(),
          guest,
          id,
          multipartBody({}, { name: 'a.jpg', contentType: 'image/jpeg', bytes: await photo('x') }),
        )
      ).statusCode,
    ).toBe(422);
    const two = multipartBody(
      { clientKey: 'two' },
      { field: 'other', name: 'a.jpg', contentType: 'image/jpeg', bytes: await photo('x') },
    );
    expect((await attach(app(), guest, id, two)).statusCode).toBe(422);
    const json = await visitorCall(app(), guest, 'POST', `/conversations/${id}/attachments`, { clientKey: 'json' });
    expect(json.statusCode).toBe(415);
    expect(await storedMessages(app(), id)).toHaveLength(session.conversation.lastSeq);
  });
});
