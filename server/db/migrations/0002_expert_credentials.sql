-- Credentials are shown in the page's language, like the speciality. Existing rows keep their text in all three.
ALTER TABLE "experts" ALTER COLUMN "credentials" SET DATA TYPE jsonb USING jsonb_build_object('en', "credentials", 'es', "credentials", 'pt', "credentials");
