-- CreateTable
CREATE TABLE "OidcSignIn" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "stateHash" TEXT NOT NULL,
    "browserHash" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "userId" INTEGER,
    "exchangeHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "OidcSignIn_stateHash_key" ON "OidcSignIn"("stateHash");

-- CreateIndex
CREATE UNIQUE INDEX "OidcSignIn_exchangeHash_key" ON "OidcSignIn"("exchangeHash");

-- CreateIndex
CREATE INDEX "OidcSignIn_expiresAt_idx" ON "OidcSignIn"("expiresAt");
