/*
 * ddsref times DDS (the reference double-dummy solver, Debian package libdds-dev) on a file in
 * DDS' own test-list format (testdata/dds/list*.txt), so that cardsolve and DDS can be measured
 * side by side on the same machine at the same time. It is a measuring tool, not part of the
 * build; see docs/PERFORMANCE.md.
 *
 *   apt-get install libdds-dev
 *   gcc -O2 -o /tmp/ddsref tools/ddsref/ddsref.c -ldds
 *   /tmp/ddsref table testdata/dds/list100.txt [threads]   # CalcDDtablePBN per deal
 *   /tmp/ddsref fut testdata/dds/list100.txt [threads]     # SolveBoardPBN, every card's value
 *
 * Deals are solved one after another (threads sets DDS' thread count, default 1). It prints one
 * line per deal (ms, and whether the answer equals the file's TABLE or FUT line) and the total.
 */
#include <dds/dll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ints reads up to n integers after the first word of line; returns how many. */
static int ints(const char *line, int *v, int n)
{
	const char *p = strchr(line, ' ');
	int k = 0;
	while (p && k < n) {
		char *end;
		long x = strtol(p, &end, 10);
		if (end == p)
			break;
		v[k++] = (int)x;
		p = end;
	}
	return k;
}

int main(int argc, char **argv)
{
	if (argc < 3 || (strcmp(argv[1], "table") && strcmp(argv[1], "fut"))) {
		fprintf(stderr, "usage: ddsref table|fut FILE [threads]\n");
		return 2;
	}
	int table = strcmp(argv[1], "table") == 0;
	int threads = argc > 3 ? atoi(argv[3]) : 1;
	FILE *f = fopen(argv[2], "r");
	if (!f) {
		perror(argv[2]);
		return 1;
	}
	SetMaxThreads(threads);
	char line[4096], deal[128];
	int head[4], have = 0, n = 0, bad = 0, lineNo = 0;
	struct ddTableResults res;
	struct futureTricks fut;
	double total = 0;
	while (fgets(line, sizeof line, f)) {
		lineNo++;
		if (strncmp(line, "PBN ", 4) == 0) {
			char *q = strchr(line, '"'), *e = q ? strchr(q + 1, '"') : NULL;
			if (ints(line, head, 4) != 4 || !e || e - q - 1 >= (long)sizeof deal) {
				fprintf(stderr, "%s:%d: bad PBN line\n", argv[2], lineNo);
				return 1;
			}
			memcpy(deal, q + 1, e - q - 1);
			deal[e - q - 1] = 0;
			have = 1;
			double t0 = now();
			int rc;
			if (table) {
				struct ddTableDealPBN d;
				strcpy(d.cards, deal);
				rc = CalcDDtablePBN(d, &res);
			} else {
				struct dealPBN d;
				memset(&d, 0, sizeof d);
				d.trump = head[2];
				d.first = head[3];
				strcpy(d.remainCards, deal);
				rc = SolveBoardPBN(d, -1, 3, 1, &fut, 0);
			}
			double ms = now() - t0;
			if (rc != RETURN_NO_FAULT) {
				char msg[80];
				ErrorMessage(rc, msg);
				fprintf(stderr, "%s:%d: DDS error %s\n", argv[2], lineNo, msg);
				return 1;
			}
			total += ms;
			printf("deal %d: %.1f ms", ++n, ms);
			if (!table)
				printf(" %d nodes", fut.nodes);
			printf("\n");
		} else if (have && table && strncmp(line, "TABLE ", 6) == 0) {
			/* TABLE: 20 numbers, strain by strain (S H D C NT), seats N E S W. */
			int v[20];
			if (ints(line, v, 20) == 20)
				for (int i = 0; i < 20; i++)
					if (res.resTable[i / 4][i % 4] != v[i]) {
						bad++;
						printf("deal %d: table differs from the file\n", n);
						break;
					}
		}
	}
	printf("%d deals, %.1f ms in total, %.1f ms per deal, %d differ from the file\n", n, total,
	       n ? total / n : 0, bad);
	return bad != 0;
}
