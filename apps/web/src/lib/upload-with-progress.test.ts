import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** A stand-in for XMLHttpRequest that answers with `status` and `body` after two progress ticks. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(payload: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body: payload });
      queueMicrotask(() => {
        for (const loaded of [50, 100]) {
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
          );
        }
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token and reports the progress', async () => {
    localStorage.setItem('authToken', 'jwt-9');
    const sent = fakeXhr(201, { data: { id: 'p1' } });
    const form = new FormData();
    form.append('productName', 'Romper');
    const progress: number[] = [];

    const answer = await uploadWithProgress('POST /products', {
      body: form,
      onProgress: (value) => progress.push(value),
    });

    expect(answer).toEqual({ data: { id: 'p1' } });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/products',
      headers: { Authorization: 'Bearer jwt-9' },
      body: form,
    });
  });

  it("rejects with the server's message as an ApiError", async () => {
    fakeXhr(400, { message: 'Please upload between 2 and 10 images.', code: 'VALIDATION_FAILED' });
    const failure = uploadWithProgress('POST /products', { body: new FormData() });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Please upload between 2 and 10 images.',
    });
  });

  it('clears the credentials on 401, like every other call', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('role', 'ADMIN');
    localStorage.setItem('userId', 'u1');
    fakeXhr(401, { message: 'Please log in again.', code: 'UNAUTHENTICATED' });
    await expect(
      uploadWithProgress('POST /products', { body: new FormData() }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect([localStorage.getItem('authToken'), localStorage.getItem('role')]).toEqual([null, null]);
  });
});
