/**
 * The schema each variant of the tutorial sets up, as Postgres for the platform: tables in
 * `public` with row-level security, policies naming the `anon` and `authenticated` roles and
 * `auth.uid()`, buckets inserted into `storage.buckets`, bucket policies on `storage.objects`.
 * `(select auth.uid())` lets Postgres evaluate the call once per statement instead of per row.
 */
export const productsSql = `-- Products the shop sells
create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  price real not null,
  image text
);

alter table public.products enable row level security;

create policy "Anyone can read products"
  on public.products for select
  to anon, authenticated
  using (true);

create policy "Visitors and signed-in users can add products"
  on public.products for insert
  to anon, authenticated
  with check (true);

create policy "Anyone can update products"
  on public.products for update
  to anon, authenticated
  using (true)
  with check (true);

-- A public bucket for product images
insert into storage.buckets (id, name, public)
values ('product-images', 'product-images', true);

create policy "Anyone can upload product images"
  on storage.objects for insert
  to anon, authenticated
  with check (bucket_id = 'product-images');`;

export const userManagementSql = `-- One public profile per user
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  updated_at timestamp with time zone,
  username text unique,
  full_name text,
  avatar_url text,
  website text,
  constraint username_length check (char_length(username) >= 3)
);

alter table public.profiles enable row level security;

create policy "Profiles are visible to everyone"
  on public.profiles for select
  to anon, authenticated
  using (true);

create policy "Users can create their own profile"
  on public.profiles for insert
  to authenticated
  with check ((select auth.uid()) = id);

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Avatars: public to read, anyone may upload, only the owner may replace one
insert into storage.buckets (id, name, public)
values ('avatars', 'avatars', true);

create policy "Avatars are visible to everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'avatars');

create policy "Anyone can upload an avatar"
  on storage.objects for insert
  to anon, authenticated
  with check (bucket_id = 'avatars');

create policy "Owners can update their avatar"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'avatars' and owner_id = (select auth.uid()::text))
  with check (bucket_id = 'avatars' and owner_id = (select auth.uid()::text));`;
