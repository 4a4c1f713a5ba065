-- CreateTable
CREATE TABLE "OidcSignIn" (
    "id" SERIAL NOT NULL,
    "stateHash" TEXT NOT NULL,
    "browserHash" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "userId" INTEGER,
    "exchangeHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OidcSignIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OidcSignIn_stateHash_key" ON "OidcSignIn"("stateHash");

-- CreateIndex
CREATE UNIQUE INDEX "OidcSignIn_exchangeHash_key" ON "OidcSignIn"("exchangeHash");

-- CreateIndex
CREATE INDEX "OidcSignIn_expiresAt_idx" ON "OidcSignIn"("expiresAt");
