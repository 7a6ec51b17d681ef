let perSubject = try DataFrame(sqlite: "data/school.sqlite",
                               query: "SELECT subject, COUNT(*) AS n FROM enrollments WHERE year = ? GROUP BY subject ORDER BY n DESC",
                               arguments: [2024])
perSubject