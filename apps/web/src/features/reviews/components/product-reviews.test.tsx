import { RATING_MESSAGE, type ProductRating, type Review } from '@shop/contracts/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { ProductReviews } from './product-reviews.tsx';

const productId = 'p-1';
const reviewsPath = `GET /products/${productId}/reviews`;
const minePath = `GET /products/${productId}/reviews/mine`;

function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r-1',
    productId,
    rating: 5,
    title: 'So soft',
    body: 'Washed well and still soft.',
    authorName: 'Asha R.',
    verifiedPurchase: true,
    status: 'PUBLISHED',
    createdAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

const summary = {
  average: 4.3,
  count: 12,
  distribution: [
    { stars: 5, count: 8 },
    { stars: 4, count: 2 },
    { stars: 3, count: 1 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ],
};

function reviewsPage(page: number, reviews: Review[]) {
  return {
    body: {
      data: reviews,
      pagination: { totalItems: 12, totalPages: 3, currentPage: page, limit: 5 },
      summary,
    },
  };
}

function signInAsCustomer() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'asha', userType: 'CUSTOMER' }));
}

function renderReviews(rating: ProductRating = { average: 4.3, count: 12 }) {
  renderWithQueryClient(<ProductReviews product={{ id: productId, rating }} />);
  return userEvent.setup();
}

function requestedReviews(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/products/${productId}/reviews`)
    .map((url) => Object.fromEntries(url.searchParams));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductReviews on the server', () => {
  it('renders the section to link to and its loading frame, the same for every visitor', () => {
    signInAsCustomer();
    const fetchMock = fakeApi({});
    const html = renderOnServer(
      <ProductReviews product={{ id: productId, rating: { average: 4.3, count: 12 } }} />,
    );
    const section = html.querySelector('section#reviews');
    expect(section?.querySelector('h2')?.textContent).toBe('Customer reviews');
    expect(section?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Loading reviews…',
    );
    expect(section?.querySelector('form')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProductReviews: the published reviews', () => {
  it('shows the average, the count, a bar per star and each review with its verified buyer', async () => {
    fakeApi({ [reviewsPath]: reviewPageOne() });
    renderReviews();

    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(section.id).toBe('reviews');
    expect(
      await within(section).findByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' }),
    ).toBeTruthy();
    expect(within(section).getByText('Based on 12 reviews')).toBeTruthy();
    const bars = within(within(section).getByRole('list', { name: 'Reviews by stars' }));
    expect(
      bars.getAllByRole('listitem').map((bar) => bar.querySelector('.sr-only')?.textContent),
    ).toEqual([
      '5 stars: 8 reviews',
      '4 stars: 2 reviews',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);

    const list = within(section).getByRole('list', { name: 'Reviews' });
    const [first] = within(list).getAllByRole('listitem');
    const review = within(first!);
    expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(review.getByRole('heading', { name: 'So soft' })).toBeTruthy();
    expect(review.getByText('Washed well and still soft.')).toBeTruthy();
    expect(review.getByText('Asha R.')).toBeTruthy();
    expect(review.getByText('Verified buyer')).toBeTruthy();
    expect(review.getByText('20 November 2026')).toBeTruthy();
  });

  it('asks again in the chosen order from the first page, and pages on', async () => {
    const fetchMock = fakeApi({ [reviewsPath]: reviewPageOne() });
    const user = renderReviews();
    await screen.findByText('Showing 1-5 of 12 reviews');
    expect(requestedReviews(fetchMock)).toEqual([{ sort: 'newest', page: '1', limit: '5' }]);

    fakeApi({ [reviewsPath]: reviewsPage(2, [makeReview({ id: 'r-6', title: 'Page two' })]) });
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('heading', { name: 'Page two' })).toBeTruthy();

    const sorted = fakeApi({
      [reviewsPath]: reviewsPage(1, [makeReview({ id: 'r-9', rating: 1, title: 'Too small' })]),
    });
    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Lowest rated');
    expect(await screen.findByRole('heading', { name: 'Too small' })).toBeTruthy();
    expect(requestedReviews(sorted)).toEqual([{ sort: 'lowest', page: '1', limit: '5' }]);
    expect(
      within(screen.getByLabelText('Sort reviews'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Highest rated', 'Lowest rated']);
  });

  it('says there are none yet without asking, and shows a visitor no form', () => {
    const fetchMock = fakeApi({});
    renderReviews({ average: null, count: 0 });
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByText('Be the first to review this product.')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProductReviews: the customer’s own review', () => {
  it('invites an eligible customer to write the first review, and checks the stars', async () => {
    signInAsCustomer();
    const fetchMock = fakeApi({ [minePath]: { body: { review: null, canReview: true } } });
    const user = renderReviews({ average: null, count: 0 });

    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.getByText('Be the first to review this product.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText(RATING_MESSAGE)).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts the stars, title and text, then thanks the customer and shows the review as pending', async () => {
    signInAsCustomer();
    const pending = makeReview({
      rating: 4,
      title: 'Lovely',
      body: 'Fits well.',
      status: 'PENDING',
    });
    const fetchMock = fakeApi({
      [minePath]: { body: { review: null, canReview: true } },
      [`POST /products/${productId}/reviews`]: { status: 201, body: { review: pending } },
    });
    const user = renderReviews({ average: null, count: 0 });

    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    // The stars are one radio group: the arrow keys move between them. (user-event finds the
    // group with CSS.escape, which jsdom lacks; the group's name needs no escaping.)
    vi.stubGlobal('CSS', { escape: (name: string) => name });
    await user.click(form.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect((form.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.type(form.getByLabelText(/Title/), ' Lovely ');
    await user.type(form.getByLabelText(/Review/), 'Fits well.');
    await user.click(form.getByRole('button', { name: 'Submit review' }));

    expect(
      await screen.findByText('Thank you! Your review will appear once the shop has checked it.'),
    ).toBeTruthy();
    expect(sentBody(fetchMock, `POST /products/${productId}/reviews`)).toEqual({
      rating: 4,
      title: 'Lovely',
      body: 'Fits well.',
    });
    const own = within(screen.getByRole('region', { name: 'Your review' }));
    expect(own.getByText('Pending')).toBeTruthy();
    expect(own.getByText(/^Awaiting approval/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('shows a customer their earlier review and its status instead of the form', async () => {
    signInAsCustomer();
    fakeApi({
      [reviewsPath]: reviewPageOne(),
      [minePath]: {
        body: {
          review: makeReview({ id: 'mine', status: 'REJECTED', title: 'Mine' }),
          canReview: false,
        },
      },
    });
    renderReviews();
    const own = within(await screen.findByRole('region', { name: 'Your review' }));
    expect(own.getByText('Not published')).toBeTruthy();
    expect(own.getByRole('heading', { name: 'Mine' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('says why the server refused the review', async () => {
    signInAsCustomer();
    fakeApi({
      [minePath]: { body: { review: null, canReview: true } },
      [`POST /products/${productId}/reviews`]: {
        status: 403,
        body: { message: 'Not a verified buyer.', code: 'FORBIDDEN' },
      },
    });
    const user = renderReviews({ average: null, count: 0 });
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await user.click(form.getByRole('radio', { name: '5 stars' }));
    await user.click(form.getByRole('button', { name: 'Submit review' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Only customers who have received this product can review it.',
    );
  });
});

function reviewPageOne() {
  return reviewsPage(1, [
    makeReview(),
    ...[2, 3, 4, 5].map((n) => makeReview({ id: `r-${n}`, title: `Review ${n}`, rating: 4 })),
  ]);
}
