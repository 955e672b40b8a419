-- A staff sign-in attempt is counted before its password is checked: null while the check runs (counted as failed).
ALTER TABLE "staff_sign_in_attempts" ALTER COLUMN "succeeded" DROP NOT NULL;